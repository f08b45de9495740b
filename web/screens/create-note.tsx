import { useSuspenseQuery } from '@tanstack/react-query';
import { membersHead } from '#web/components/sign-in-required.tsx';
import { loadWritingScreen } from '#web/components/writing/load-writing.ts';
import { NoteForm } from '#web/components/writing/note-form.tsx';
import { writingQueries } from '#web/components/writing/writing-queries.ts';
import { InBrowser, WritingScreen } from '#web/components/writing/writing-screen.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenProps } from '#web/lib/screen.ts';

export const head = membersHead('screen.createNote');

export const load = loadWritingScreen({ edits: 'notes', locations: false });

function EditNote({ userId, id }: { userId: number; id: number }) {
  const post = useSuspenseQuery(writingQueries.item(useApi(), 'notes', id)).data;
  return (
    <InBrowser>
      <NoteForm key={id} userId={userId} post={post} />
    </InBrowser>
  );
}

/** Create Note (`/create-note`, `?post_id=` edits one). */
export default function CreateNote({ search }: ScreenProps) {
  return (
    <WritingScreen
      search={search}
      create={(session) => (
        <InBrowser>
          <NoteForm userId={session.id} post={null} />
        </InBrowser>
      )}
      edit={(session, id) => <EditNote userId={session.id} id={id} />}
    />
  );
}
