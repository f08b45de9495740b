import type { ApiUserMe } from '#common/api-types.ts';
import { accountQueries, loadMember } from '#web/components/profile/account-queries.ts';
import { loadAccountsCatalogue, loadWritingCatalogue } from '#web/i18n/translate.ts';
import type { ApiRequestError } from '#web/lib/api-client.ts';
import { notFound, type ScreenContext } from '#web/lib/screen.ts';
import { type EditedBase, writingQueries } from './writing-queries.ts';

/**
 * What every writing screen loads: its strings, and for a signed-in writer who they are. A
 * visitor's browser asks nothing private; on the server a visitor's cookie-less request
 * answers 401 and the screen asks them to sign in. Returns the writer, or null.
 */
export async function loadWriter(ctx: ScreenContext): Promise<ApiUserMe | null> {
  await Promise.all([loadWritingCatalogue(ctx.lang), loadAccountsCatalogue(ctx.lang)]);
  return loadMember(ctx);
}

/** An item in edit context; one that is not there (or not the writer's) is NotFound. */
export async function loadEditedItem(ctx: ScreenContext, base: EditedBase, id: number): Promise<void> {
  try {
    await ctx.queryClient.ensureQueryData(writingQueries.item(ctx.api, base, id));
  } catch (error) {
    const status = (error as Partial<ApiRequestError> | null)?.status;
    if (status === 404 || status === 403 || status === 401) throw notFound();
    throw error;
  }
}

/** The edited item's id from the URL, or null for a new one. */
export function editedId(search: URLSearchParams): number | null {
  const id = Number(search.get('post_id'));
  return search.has('post_id') && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What a writing form reads at once: the topics, the states when it asks for one, and with
 * `?post_id=` the item it edits (an item of `edits`).
 */
export async function loadFormData(ctx: ScreenContext, form: { edits?: EditedBase; locations: boolean }) {
  const id = form.edits ? editedId(ctx.search) : null;
  await Promise.all([
    ctx.queryClient.ensureQueryData(writingQueries.topics(ctx.api)),
    form.locations ? ctx.queryClient.ensureQueryData(accountQueries.locations(ctx.api)) : undefined,
    form.edits && id !== null ? loadEditedItem(ctx, form.edits, id) : undefined,
  ]);
}

/** A writing screen's `load`: the writer (loadWriter), then, for a signed-in one, the form's data. */
export const loadWritingScreen =
  (form: { edits?: EditedBase; locations: boolean }) =>
  async (ctx: ScreenContext): Promise<void> => {
    if (await loadWriter(ctx)) await loadFormData(ctx, form);
  };
