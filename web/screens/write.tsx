import { membersOnlyScreen } from '#web/components/sign-in-required.tsx';

const screen = membersOnlyScreen('screen.write', 'members.writeSoon');

export const load = screen.load;

export const head = screen.head;

export default screen.Screen;
