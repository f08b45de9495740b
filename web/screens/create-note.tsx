import { useSuspenseQuery } from '@tanstack/react-query';
import { ClientOnly } from '#web/components/client-only.tsx';
import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { editedId, loadEditedItem, loadWriter } from '#web/components/writing/load-writing.ts';
import { NoteForm } from '#web/components/writing/note-form.tsx';
import { WritingPlaceholder } from '#web/components/writing/writing-form.tsx';
import { writingQueries } from '#web/components/writing/writing-queries.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const head = membersHead('screen.createNote');

export async function load(ctx: ScreenContext) {
  if (!(await loadWriter(ctx))) return;
  const id = editedId(ctx.search);
  await Promise.all([
    ctx.queryClient.ensureQueryData(writingQueries.topics(ctx.api)),
    id === null ? undefined : loadEditedItem(ctx, 'notes', id),
  ]);
}

function EditNote({ userId, id }: { userId: number; id: number }) {
  const post = useSuspenseQuery(writingQueries.item(useApi(), 'notes', id)).data;
  return (
    <ClientOnly fallback={<WritingPlaceholder />}>
      <NoteForm key={id} userId={userId} post={post} />
    </ClientOnly>
  );
}

/** Create Note (`/create-note`, `?post_id=` edits one). */
export default function CreateNote({ search }: ScreenProps) {
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  const id = editedId(search);
  return id === null ? (
    <ClientOnly fallback={<WritingPlaceholder />}>
      <NoteForm userId={session.id} post={null} />
    </ClientOnly>
  ) : (
    <EditNote userId={session.id} id={id} />
  );
}
