import type { Lang } from '#common/api-types.ts';
import { escapeHtml } from '#common/html.ts';
import { errorPageEn } from '#web/i18n/error-page-en.ts';
import { errorPageHi } from '#web/i18n/error-page-hi.ts';
import { THEME_COLOUR } from '#web/lib/head.ts';

/**
 * The start of every HTML page the server writes: the document, its language (and the data
 * saver's mark, decisions 014), the meta every page has. The icons and the theme colour are a
 * page's head tags (web/lib/head.ts).
 */
export const pageStart = (lang: Lang, saveData = false) => `<!doctype html>
<html lang="${lang}"${saveData ? ' data-save-data' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">`;

/**
 * The page a visitor gets when a page fails on the server (issue 15): in the page's language,
 * with no script and no stylesheet of the build (which may be what failed), a way to try the
 * same address again and a way home. Its status is the failure's (500, or 503 when the
 * database is away).
 */
export function errorPageHtml(lang: Lang, url: string): string {
  const t = lang === 'hi' ? errorPageHi : errorPageEn;
  const title = t['errorPage.title'];
  // no icon to fetch: the site's icon is drawn from the settings, which may be what failed
  return `${pageStart(lang)}
<meta name="theme-color" content="${THEME_COLOUR}">
<link rel="icon" href="data:,">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Awaaz</title>
<style>
body{margin:0;font-family:system-ui,'Noto Sans','Noto Sans Devanagari',sans-serif;color:#292524;background:#fafaf9}
main{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 2rem;color:#44403c}
a{display:inline-block;margin:.25rem;padding:.5rem 1.25rem;border-radius:9999px;font-weight:600;text-decoration:none}
.retry{background:#be123c;color:#fff}
.home{color:#9f1239;border:1px solid #fecdd3}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t['errorPage.body'])}</p>
<a class="retry" href="${escapeHtml(url)}">${escapeHtml(t['errorPage.retry'])}</a>
<a class="home" href="/">${escapeHtml(t['errorPage.home'])}</a>
</main>
</body>
</html>`;
}
