import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '#common/api-types.ts';
import { readCookie } from '#server/http/viewer.ts';

/** The reader's own choice, `1` or `0`; it wins over the browser's `Save-Data` header. */
export const SAVE_DATA_COOKIE = 'save_data';

/**
 * Whether a page is rendered for the data saver (decisions 014): the reader's choice in the
 * `save_data` cookie, else the browser's `Save-Data: on` (a phone's data saver mode).
 */
export function wantsDataSaver(request: FastifyRequest): boolean {
  const chosen = readCookie(request, SAVE_DATA_COOKIE);
  if (chosen === '1' || chosen === '0') return chosen === '1';
  return (
    String(request.headers['save-data'] ?? '')
      .trim()
      .toLowerCase() === 'on'
  );
}

/**
 * A page's variant for the public micro-cache (`request.cacheVariant`): its language, with
 * `-lite` for the data saver's page, so one reader's lite page is never another's full one.
 */
export const pageVariant = (lang: Lang, saveData: boolean) => (saveData ? `${lang}-lite` : lang);

export const variantLang = (variant: string): Lang => (variant.startsWith('hi') ? 'hi' : 'en');

export const variantSavesData = (variant: string) => variant.endsWith('-lite');

/**
 * Pages differ by `Save-Data` too: shared caches (a CDN) must keep the two apart. (The cookie
 * is already in `Vary`, set by the public cache.) Runs after the public cache's own onSend.
 */
export function varyBySaveData(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bsave-data\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Save-Data` : 'Save-Data');
    return payload;
  });
}
