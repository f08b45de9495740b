import { membersOnlyScreen } from '#web/components/sign-in-required.tsx';

const screen = membersOnlyScreen('nav.newsfeed');

export const load = screen.load;

export const head = screen.head;

export default screen.Screen;
