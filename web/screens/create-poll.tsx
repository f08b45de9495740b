import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { loadWritingScreen } from '#web/components/writing/load-writing.ts';
import { PollForm } from '#web/components/writing/poll-form.tsx';
import { useSession } from '#web/lib/session-context.tsx';

export const head = membersHead('screen.createPoll');

export const load = loadWritingScreen({ locations: false });

/** Create Poll (`/create-poll`, spec §2). */
export default function CreatePoll() {
  const { session } = useSession();
  return session ? <PollForm /> : <SignInRequired />;
}
