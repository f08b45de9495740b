import type { Lang } from '#common/api-types.ts';
import { escapeHtml } from '#common/html.ts';
import type { NotificationsKey } from '#web/i18n/notifications-en.ts';
import { notificationsEn } from '#web/i18n/notifications-en.ts';
import { notificationsHi } from '#web/i18n/notifications-hi.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { NotificationRow } from './inbox.ts';
import { notificationPath, notificationVars } from './links.ts';

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));

/**
 * The daily digest in the member's language, from the same strings as the notifications
 * screen; a link per notification, one to the list, and the one-click unsubscribe (the link
 * in the body and RFC 8058's `List-Unsubscribe` / `List-Unsubscribe-Post` headers).
 */
export function digestMail(options: {
  to: string;
  name: string;
  lang: Lang;
  siteName: string;
  publicUrl: string;
  items: NotificationRow[];
  more: number;
  listUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): MailMessage {
  const catalogue: Record<NotificationsKey, string> =
    options.lang === 'hi' ? notificationsHi : notificationsEn;
  const t = (key: NotificationsKey, vars: Record<string, string | number> = {}) => fill(catalogue[key], vars);
  const lines = options.items.map((row) => ({
    text: t(`notifications.kind.${row.kind}`, notificationVars(row, t('notifications.someone'))),
    url: options.publicUrl + notificationPath(row),
  }));
  const hello = t('notifications.mail.hello', { name: options.name || options.to.split('@')[0]! });
  const more = options.more > 0 ? t('notifications.mail.more', { count: options.more }) : '';
  const text = [
    hello,
    '',
    ...lines.flatMap((line) => [`- ${line.text}`, `  ${line.url}`]),
    ...(more ? [more] : []),
    '',
    `${t('notifications.mail.seeAll')}: ${options.listUrl}`,
    '',
    t('notifications.mail.why'),
    `${t('notifications.mail.unsubscribe')}: ${options.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.lang}"><body style="font-family: 'Noto Sans', Arial, sans-serif; color: #111;">
<p>${escapeHtml(hello)}</p>
<ul>
${lines.map((line) => `<li style="margin: 8px 0;"><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`).join('\n')}
</ul>
${more ? `<p>${escapeHtml(more)}</p>` : ''}
<p><a href="${escapeHtml(options.listUrl)}">${escapeHtml(t('notifications.mail.seeAll'))}</a></p>
<hr>
<p style="font-size: 13px; color: #555;">${escapeHtml(t('notifications.mail.why'))}
<a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(t('notifications.mail.unsubscribe'))}</a></p>
</body></html>`;
  return {
    to: options.to,
    subject: t('notifications.mail.subject', { site: options.siteName }),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${options.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
