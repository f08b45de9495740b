/**
 * The Saved screen's, the offline page's and Save's messages in English (decisions 014): a
 * part loaded with the Saved screen and with the first tap on Save. The service worker
 * (web/offline/sw.ts), which writes the offline page itself, carries only `offlinePageEn`.
 */
export const offlinePageEn = {
  'saved.title': 'Saved posts',
  'offline.title': 'You are offline',
  'offline.notSaved': 'This page is not saved on this device, and it needs a connection to open.',
  'offline.listTitle': 'Saved on this device',
  'offline.none':
    'Nothing is saved on this device yet. When you are back online, tap Save on a post to read it later without a connection.',
  'offline.retry': 'Try again',
} as const;

export const offlineEn = {
  ...offlinePageEn,
  'save.done': 'Saved on this device: it opens without a connection.',
  'save.removed': 'Removed from this device.',
  'save.failed': 'This page could not be saved. Check your connection and try again.',
  'save.unsupported': 'This browser cannot keep pages for reading offline.',
  'saved.intro':
    'Posts you save are kept on this device, with their pictures at a small size, so they open without a connection.',
  'saved.loading': 'Looking for saved posts…',
  'saved.empty':
    'Nothing saved yet. Tap Save on a post, video, note or poll to read it here without a connection.',
  'saved.unsupported': 'This browser cannot keep posts for reading offline.',
  'saved.remove': 'Remove',
  'saved.savedOn': 'Saved {date}',
  'dataSaver.title': 'Data saver',
  'dataSaver.isOn': 'Data saver is on.',
  'dataSaver.isOff': 'Data saver is off.',
  'dataSaver.about':
    "Pictures load only when you tap them, videos show no preview picture, pages use your phone's own fonts, and a page's buttons load with your first tap.",
} as const;

export type OfflineKey = keyof typeof offlineEn;
