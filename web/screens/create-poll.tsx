import { SignInRequired, signedInHead } from '#web/components/sign-in-required.tsx';

export const head = signedInHead;

export default SignInRequired;
