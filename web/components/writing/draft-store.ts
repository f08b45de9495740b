import type { Lang } from '#common/api-types.ts';

/** What the writing screens keep on the device until the server has it (issue 5). */
export interface DraftFields {
  title: string;
  /** HTML for posts, plain text for notes */
  content: string;
  categories: number[];
  locations: number[];
  featured: { id: number; url: string } | null;
  lang: Lang;
  /** the writer picked the language; otherwise it follows the text */
  langChosen: boolean;
  /** videos only: the YouTube or Vimeo link as typed */
  videoUrl?: string;
}

export interface LocalDraft extends DraftFields {
  /** the server's id once it has the draft */
  postId: number | null;
  /** when it was typed (ms) */
  editedAt: number;
  /** false while the server has not confirmed this very text */
  synced: boolean;
  /** a new item's key: its first save, repeated, finds the same draft (`WriteBody.draft_key`) */
  draftKey: string;
}

/** A key for a new item; not `crypto.randomUUID`, which plain-http pages lack. */
export const newDraftKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export type DraftKind = 'post' | 'note' | 'video';

/** One slot per writer, kind and item; a new item's slot is `new` until the server names it. */
export const draftKey = (userId: number, kind: DraftKind, postId: number | null) =>
  `awaaz_draft_${userId}_${kind}_${postId ?? 'new'}`;

export function readDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft> | null;
    if (!value || typeof value.content !== 'string' || typeof value.title !== 'string') return null;
    return {
      title: value.title,
      content: value.content,
      categories: Array.isArray(value.categories) ? value.categories.filter(Number.isInteger) : [],
      locations: Array.isArray(value.locations) ? value.locations.filter(Number.isInteger) : [],
      featured: value.featured && typeof value.featured.id === 'number' ? value.featured : null,
      lang: value.lang === 'hi' ? 'hi' : 'en',
      langChosen: value.langChosen === true,
      ...(typeof value.videoUrl === 'string' ? { videoUrl: value.videoUrl } : {}),
      postId: typeof value.postId === 'number' ? value.postId : null,
      editedAt: typeof value.editedAt === 'number' ? value.editedAt : 0,
      synced: value.synced === true,
      draftKey: typeof value.draftKey === 'string' ? value.draftKey : newDraftKey(),
    };
  } catch {
    return null; // storage blocked or garbage: nothing to restore
  }
}

export function writeDraft(key: string, draft: LocalDraft) {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the server copy is the only one
  }
}

export function removeDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing could be stored either
  }
}

/** Whether two sets of fields would save the same item. */
export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.lang === b.lang &&
    (a.videoUrl ?? '') === (b.videoUrl ?? '') &&
    (a.featured?.id ?? 0) === (b.featured?.id ?? 0) &&
    a.categories.join() === b.categories.join() &&
    a.locations.join() === b.locations.join()
  );
}
