import type { Lang } from '#common/api-types.ts';
import { installCatalogue } from './translate.ts';

/**
 * The notifications' strings (notifications-{en,hi}.ts), loaded with their screens. Apart
 * from translate.ts so that the article page, which never shows them, does not carry this.
 */
const installed = new Set<Lang>();

export async function loadNotificationsCatalogue(lang: Lang) {
  if (installed.has(lang)) return;
  installCatalogue(
    lang,
    lang === 'hi'
      ? (await import('./notifications-hi.ts')).notificationsHi
      : (await import('./notifications-en.ts')).notificationsEn,
  );
  installed.add(lang);
}
