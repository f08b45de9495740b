import { useSuspenseQuery } from '@tanstack/react-query';
import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { loadWritingScreen } from '#web/components/writing/load-writing.ts';
import { WritingForm } from '#web/components/writing/writing-form.tsx';
import { writingQueries } from '#web/components/writing/writing-queries.ts';
import { InBrowser } from '#web/components/writing/writing-screen.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const head = membersHead('screen.write');

export const load = loadWritingScreen({ locations: true });

function Writer({ userId, promptId }: { userId: number; promptId: number }) {
  // Prefetched by load(); read here so the form never suspends half-way.
  useSuspenseQuery(writingQueries.topics(useApi()));
  return (
    <InBrowser>
      <WritingForm userId={userId} post={null} promptId={promptId} />
    </InBrowser>
  );
}

/** Write (CommonWritingPage, spec §2): a new story; `?prompt_id=` answers a prompt. */
export default function Write({ search }: ScreenProps) {
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  const promptId = Number(search.get('prompt_id'));
  return <Writer userId={session.id} promptId={Number.isInteger(promptId) && promptId > 0 ? promptId : 0} />;
}
