import type { FastifyRequest } from 'fastify';
import type { Lang } from '#common/api-types.ts';

export const LANG_COOKIE = 'lang';

/** The interface language: the visitor's choice (cookie), else the first fitting Accept-Language. */
export function pickLanguage(request: FastifyRequest): Lang {
  const cookie = request.headers.cookie ?? '';
  const chosen = /(?:^|;\s*)lang=(en|hi)(?:;|$)/.exec(cookie)?.[1];
  if (chosen === 'en' || chosen === 'hi') return chosen;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q = 'q=1'] = part.trim().split(';');
      return { tag: tag.toLowerCase(), q: Number(q.replace('q=', '')) || 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    if (tag.startsWith('hi')) return 'hi';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
