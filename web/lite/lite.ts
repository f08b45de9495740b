/**
 * The data saver's page script (decisions 014). A page rendered for the data saver carries
 * this instead of the app: the server's HTML reads as it is, and this script
 *
 * - loads a picture when its placeholder is tapped (the one size the placeholder names);
 * - loads the app with the first tap on a control that needs it (a menu, Save, Listen, a
 *   like), waits for it to hydrate the page, and passes the tap on;
 * - loads the app at once on a page that shows nothing without it (`data-needs-app`: Saved);
 * - shows Listen where the browser has a voice for the post's language, as the app would;
 * - writes how many bytes the page has used, from the Resource Timing API;
 * - registers the service worker, as the app does.
 *
 * Built apart from the app (scripts/build-standalone.ts) so it shares no chunk with it; it
 * only changes attributes of the server's markup (and adds a line after it), so the app
 * hydrates the page without a mismatch.
 */
import type { Lang } from '#common/api-types.ts';
import { formatBytes } from '#common/l10n.ts';
import { pickVoice } from '#web/components/article/voices.ts';
import { dataSaverEn } from '#web/i18n/data-saver-en.ts';
import { dataSaverHi } from '#web/i18n/data-saver-hi.ts';
import { registerServiceWorker } from '#web/offline/register.ts';

const root = document.documentElement;
const lang: Lang = root.lang === 'hi' ? 'hi' : 'en';
const hydrated = () => root.dataset.hydrated === 'true';

/** A placeholder's picture: the size it names, fetched now. */
function loadPicture(holder: HTMLElement) {
  const picture = holder.querySelector('img');
  if (!picture?.dataset.src || picture.hasAttribute('src')) return;
  picture.src = picture.dataset.src;
  holder.dataset.loaded = '';
  holder.querySelector('button')?.setAttribute('hidden', '');
}

let app: Promise<void> | null = null;

/** The app's entry, once; resolves when it has hydrated the page. */
function loadApp(): Promise<void> {
  if (hydrated()) return Promise.resolve();
  app ??= new Promise<void>((resolve, reject) => {
    const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
    if (!entry) return reject(new Error('no app entry'));
    root.dataset.appLoading = '';
    const watcher = new MutationObserver(() => {
      if (!hydrated()) return;
      watcher.disconnect();
      delete root.dataset.appLoading;
      resolve();
    });
    watcher.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    import(/* @vite-ignore */ entry).catch((error: unknown) => {
      watcher.disconnect();
      delete root.dataset.appLoading;
      app = null;
      reject(error);
    });
  });
  return app;
}

const CONTROLS = 'button, summary, [role="button"]';
const FIELDS = 'input, select, textarea';

document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const holder = target?.closest<HTMLElement>('[data-img-tap]');
    if (holder) {
      loadPicture(holder);
      return;
    }
    const control = target?.closest<HTMLElement>(CONTROLS);
    if (!control || hydrated()) return;
    // The app is not here yet: hold the tap, load the app, then tap again for the reader.
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute('aria-busy', 'true');
    const done = () => control.removeAttribute('aria-busy');
    loadApp().then(
      () =>
        setTimeout(() => {
          done();
          if (control.isConnected) control.click();
        }, 0),
      done,
    );
  },
  true,
);

// A field (search, a comment) needs the app too; typing can start while it loads.
document.addEventListener('focusin', (event) => {
  if (event.target instanceof Element && event.target.matches(FIELDS)) void loadApp().catch(() => {});
});

if (document.querySelector('[data-needs-app]')) void loadApp().catch(() => {});

/** Listen shows where the browser has a voice for the post's language (article-tools.tsx). */
function showListen() {
  const synth = window.speechSynthesis;
  if (!synth) return;
  const check = () => {
    for (const button of document.querySelectorAll<HTMLElement>('[data-listen]')) {
      if (pickVoice(synth.getVoices(), button.dataset.listen === 'hi' ? 'hi' : 'en')) button.hidden = false;
    }
  };
  check();
  synth.addEventListener?.('voiceschanged', check);
}

/** "This page has used 48 KB of data": the page and everything it fetched, kept up to date. */
function showBytes() {
  const line = document.createElement('p');
  line.id = 'page-bytes';
  const sentence = (lang === 'hi' ? dataSaverHi : dataSaverEn)['dataSaver.bytes'];
  let total = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries) total += (entry as PerformanceResourceTiming).transferSize ?? 0;
    line.textContent = sentence.replace('{size}', formatBytes(total, lang));
  };
  add(performance.getEntriesByType('navigation'));
  add(performance.getEntriesByType('resource'));
  new PerformanceObserver((list) => add(list.getEntries())).observe({ type: 'resource' });
  // Outside the app's root (it hydrates without it), in a region of its own, named by its words.
  const region = document.createElement('section');
  region.setAttribute('aria-labelledby', line.id);
  region.append(line);
  document.body.append(region);
}

showListen();
if (document.readyState === 'complete') showBytes();
else window.addEventListener('load', () => showBytes(), { once: true });
registerServiceWorker();
