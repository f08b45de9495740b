import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { loadWriter } from '#web/components/writing/load-writing.ts';
import { PollForm } from '#web/components/writing/poll-form.tsx';
import { writingQueries } from '#web/components/writing/writing-queries.ts';
import type { ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const head = membersHead('screen.createPoll');

export async function load(ctx: ScreenContext) {
  if (!(await loadWriter(ctx))) return;
  await ctx.queryClient.ensureQueryData(writingQueries.topics(ctx.api));
}

/** Create Poll (`/create-poll`, spec §2). */
export default function CreatePoll() {
  const { session } = useSession();
  return session ? <PollForm /> : <SignInRequired />;
}
