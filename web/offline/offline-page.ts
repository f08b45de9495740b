import type { Lang } from '#common/api-types.ts';
import { escapeHtml } from '#common/html.ts';
import type { SavedItem } from '#web/components/article/saved-index.ts';
import { offlinePageEn } from '#web/i18n/offline-en.ts';
import { offlinePageHi } from '#web/i18n/offline-hi.ts';

/**
 * The page the service worker answers when there is no network (decisions 014): for the
 * Saved screen, and for any page that is not saved. It lists what is saved on the device, in
 * the language of the last page the reader saw, as plain HTML (no script, styles inline), so
 * it needs nothing else from the cache.
 */
export function offlinePage({
  items,
  lang,
  here,
  savedScreen,
}: {
  items: Pick<SavedItem, 'path' | 'title' | 'lang' | 'excerpt' | 'image'>[];
  lang: Lang;
  /** the address the reader asked for, to try again */
  here: string;
  /** the Saved screen itself, rather than a page that is not saved */
  savedScreen: boolean;
}): string {
  const t = lang === 'hi' ? offlinePageHi : offlinePageEn;
  const title = savedScreen ? t['saved.title'] : t['offline.title'];
  const list = items
    .map(
      (
        item,
      ) => `<li>${item.image ? `<img src="${escapeHtml(item.image)}" alt="" width="112" height="63">` : ''}<div>
<a href="${escapeHtml(item.path)}" lang="${item.lang}" data-content>${escapeHtml(item.title)}</a>
<p lang="${item.lang}" data-content>${escapeHtml(item.excerpt)}</p></div></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#be123c">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Awaaz</title>
<style>
body{margin:0;font-family:system-ui,'Noto Sans','Noto Sans Devanagari',sans-serif;color:#1c1917;background:#fff;overflow-wrap:anywhere}
header{border-bottom:1px solid #e7e5e4;padding:.75rem 1rem}
header span{font:700 1.5rem Georgia,serif;color:#be123c}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;margin:0 0 .75rem}
h2{font-size:1.125rem;margin:2rem 0 .5rem}
p{line-height:1.6;color:#44403c;margin:0 0 1rem}
:lang(hi){line-height:1.75}
ul{list-style:none;padding:0;margin:0}
li{display:flex;gap:1rem;padding:1rem 0;border-bottom:1px solid #f5f5f4}
li img{flex:none;width:7rem;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:.5rem;background:#e7e5e4}
li a{font-weight:600;font-size:1.125rem;color:#1c1917}
li p{font-size:.875rem;margin:.25rem 0 0}
.retry{display:inline-block;margin-top:1rem;padding:.5rem 1.25rem;border-radius:9999px;background:#be123c;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<header><span translate="no">Awaaz</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
${savedScreen ? `<p>${escapeHtml(t['offline.title'])}</p>` : `<p>${escapeHtml(t['offline.notSaved'])}</p>`}
${
  items.length > 0
    ? `<h2>${escapeHtml(t['offline.listTitle'])}</h2>\n<ul data-saved-list>\n${list}\n</ul>`
    : `<p data-saved-empty>${escapeHtml(t['offline.none'])}</p>`
}
<a class="retry" href="${escapeHtml(here)}">${escapeHtml(t['offline.retry'])}</a>
</main>
</body>
</html>`;
}
