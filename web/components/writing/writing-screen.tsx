import type { ReactNode } from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { ClientOnly } from '../client-only.tsx';
import { SignInRequired } from '../sign-in-required.tsx';
import { editedId } from './load-writing.ts';
import { WritingPlaceholder } from './writing-form.tsx';

/**
 * A writing screen's body: a visitor is asked to sign in; `?post_id=` edits that item,
 * otherwise the screen starts a new one.
 */
export function WritingScreen({
  search,
  create,
  edit,
}: {
  search: URLSearchParams;
  create: (session: SignedInSession) => ReactNode;
  edit: (session: SignedInSession, id: number) => ReactNode;
}) {
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  const id = editedId(search);
  return id === null ? create(session) : edit(session, id);
}

/** The writing forms run in the browser only (the editor); the server page says 'Loading'. */
export function InBrowser({ children }: { children: ReactNode }) {
  return <ClientOnly fallback={<WritingPlaceholder />}>{children}</ClientOnly>;
}
