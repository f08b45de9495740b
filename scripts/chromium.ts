/**
 * The system Chromium and the flags every tool of ours launches it with (DEVELOPERS.md: never a
 * tool's own browser download): the browser tests, `npm run weigh` and `npm run lighthouse`.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
