import type { Lang } from '#common/api-types.ts';

/**
 * The conversation chunk (like, share, writable comments, poll slides) with its strings:
 * pages upgrade to it when idle or, on the article page, as the reader nears it
 * (web/lib/use-idle-module.ts). One loader per language, as the hooks key their cache by
 * function.
 */
const conversation = (lang: Lang) =>
  import('./article-conversation.tsx').then(async (m) => {
    await m.ready(lang);
    return m;
  });
export const loadConversation = { en: () => conversation('en'), hi: () => conversation('hi') };
