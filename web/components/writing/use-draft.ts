import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiPost, WriteBody } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { detectLang } from '#common/writing.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { savePost } from '#web/queries/mutations/writing.ts';
import {
  type DraftFields,
  type DraftKind,
  draftKey,
  type LocalDraft,
  newDraftKey,
  readDraft,
  removeDraft,
  sameFields,
  writeDraft,
} from './draft-store.ts';

/** Quiet time after the last keystroke before the draft goes to the server. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;
/** While the network is down, how often a save is tried again (also on the `online` event). */
const OFFLINE_RETRY_MS = 10_000;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** The fields of an item as the server has them (edit context). */
export function fieldsOfPost(post: ApiPost): DraftFields {
  return {
    title: post.title.raw ?? stripTags(post.title.rendered),
    content: post.content.raw ?? post.content.rendered,
    categories: post.categories,
    locations: post.locations,
    featured: post.featured_media ? { id: post.featured_media, url: post.featured_image } : null,
    lang: post.lang,
    langChosen: true,
    ...(post.type === 'video' ? { videoUrl: post.video_url } : {}),
  };
}

const modifiedAt = (post: ApiPost) => Date.parse(`${post.modified_gmt}Z`) || 0;

interface Options {
  userId: number;
  kind: DraftKind;
  /** the item being edited, read in edit context; null for a new one */
  post: ApiPost | null;
  empty: DraftFields;
  toBody: (fields: DraftFields) => WriteBody;
  /** a new item got its id from the server (the screen moves its URL there) */
  onCreated?: ((post: ApiPost) => void) | undefined;
}

/**
 * A draft that is never lost (issue 5): every change is kept on the device at once and
 * sent to the server after a pause, when the writer leaves, and when the network returns.
 * Published items are only kept on the device until the writer presses Update.
 */
export function useDraft({ userId, kind, post, empty, toBody, onCreated }: Options) {
  const published = post?.status === 'publish';
  const [initial] = useState(() => {
    const local = typeof window === 'undefined' ? null : readDraft(draftKey(userId, kind, post?.id ?? null));
    const server = post ? fieldsOfPost(post) : empty;
    // The device's copy wins when the server never confirmed it and it is not older.
    const key = local?.draftKey ?? newDraftKey();
    if (local && !local.synced && (!post || local.editedAt >= modifiedAt(post)) && !sameFields(local, server))
      return {
        fields: local as DraftFields,
        postId: post?.id ?? local.postId,
        restored: true,
        draftKey: key,
      };
    return { fields: server, postId: post?.id ?? local?.postId ?? null, restored: false, draftKey: key };
  });
  const [fields, setFields] = useState<DraftFields>(initial.fields);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const fieldsRef = useRef(fields);
  const postIdRef = useRef<number | null>(initial.postId);
  const syncedRef = useRef(!initial.restored);
  const inFlight = useRef<Promise<ApiPost | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toBodyRef = useRef(toBody);
  toBodyRef.current = toBody;
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const keep = useCallback(
    (next: DraftFields, synced: boolean) => {
      const local: LocalDraft = {
        ...next,
        postId: postIdRef.current,
        editedAt: Date.now(),
        synced,
        draftKey: initial.draftKey,
      };
      writeDraft(draftKey(userId, kind, postIdRef.current), local);
    },
    [userId, kind, initial.draftKey],
  );

  /** Sends the current fields; `status` publishes. Resolves with the server's item, or null when nothing was sent. */
  const save = useCallback(
    async (options: { status?: 'draft' | 'publish'; keepalive?: boolean } = {}): Promise<ApiPost | null> => {
      if (inFlight.current) {
        await inFlight.current.catch(() => null);
        if (!options.status && syncedRef.current) return null;
      }
      const snapshot = fieldsRef.current;
      if (!postIdRef.current && !snapshot.title.trim() && !stripTags(snapshot.content).trim()) return null;
      const body: WriteBody = { ...toBodyRef.current(snapshot) };
      if (options.status) body.status = options.status;
      else if (!postIdRef.current) body.status = 'draft';
      if (!postIdRef.current) body.draft_key = initial.draftKey;
      const wasNew = postIdRef.current === null;
      const work = (async () => {
        setStatus({ kind: 'saving' });
        try {
          const saved = await savePost(postIdRef.current, body, options.keepalive);
          if (wasNew) {
            removeDraft(draftKey(userId, kind, null));
            postIdRef.current = saved.id;
            onCreatedRef.current?.(saved);
          }
          const current = fieldsRef.current;
          syncedRef.current = sameFields(snapshot, current);
          keep(current, syncedRef.current);
          setStatus({ kind: 'saved', at: new Date() });
          return saved;
        } catch (error) {
          syncedRef.current = false;
          if (error instanceof ApiRequestError) setStatus({ kind: 'failed', message: error.message });
          else setStatus({ kind: 'offline' });
          throw error;
        }
      })();
      inFlight.current = work;
      try {
        return await work;
      } finally {
        if (inFlight.current === work) inFlight.current = null;
      }
    },
    [userId, kind, keep, initial.draftKey],
  );

  const autosave = useCallback(() => {
    if (published) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save().catch(() => undefined), AUTOSAVE_DEBOUNCE_MS);
  }, [published, save]);

  const update = useCallback(
    (patch: Partial<DraftFields>) => {
      const next = { ...fieldsRef.current, ...patch };
      if (patch.lang) next.langChosen = true;
      if (!next.langChosen) next.lang = detectLang(`${next.title} ${stripTags(next.content)}`, next.lang);
      fieldsRef.current = next;
      syncedRef.current = false;
      setFields(next);
      keep(next, false);
      autosave();
    },
    [keep, autosave],
  );

  // A restored copy goes to the server as soon as the screen is up.
  useEffect(() => {
    if (initial.restored) autosave();
  }, []);

  // Offline: try again every few seconds and as soon as the browser is back online.
  useEffect(() => {
    if (status.kind !== 'offline' || published) return;
    const retry = () => void save().catch(() => undefined);
    const every = setInterval(retry, OFFLINE_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(every);
      window.removeEventListener('online', retry);
    };
  }, [status.kind, published, save]);

  // Leaving (another screen, another tab, closing the page): what is not on the server yet
  // goes with a request that outlives the page.
  useEffect(() => {
    if (published) return;
    const flush = () => {
      if (syncedRef.current) return;
      clearTimeout(timer.current);
      void save({ keepalive: true }).catch(() => undefined);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [published, save]);

  /** Publishing or updating: the device's copy is done with once the server has it. */
  const publish = useCallback(async () => {
    clearTimeout(timer.current);
    const saved = await save({ status: 'publish' });
    if (saved) {
      syncedRef.current = true;
      removeDraft(draftKey(userId, kind, saved.id));
    }
    return saved;
  }, [save, userId, kind]);

  return { fields, update, status, restored: initial.restored, publish, postId: () => postIdRef.current };
}
