import type { MenuEntry } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';

/** A settings menu entry: in-app links route, `tag: "a"` entries open as plain links (decisions §7). */
export function MenuLink({ entry, className }: { entry: MenuEntry; className?: string }) {
  const { lang } = useI18n();
  const title = lang === 'hi' && entry.title_hi ? entry.title_hi : entry.title;
  return entry.tag === 'a' ? (
    <a href={entry.path} className={className} rel="noopener" target="_blank">
      {title}
    </a>
  ) : (
    <a href={entry.path} className={className}>
      {title}
    </a>
  );
}

export function menuTitle(entry: MenuEntry, lang: string) {
  return lang === 'hi' && entry.title_hi ? entry.title_hi : entry.title;
}
