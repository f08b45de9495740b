/**
 * The data saver's strings in English (decisions 014): part of the main catalogue (en.ts
 * spreads it in), kept in a file of its own so the data saver's page script
 * (web/lite/lite.ts), which carries no catalogue, can take the one sentence it writes.
 */
export const dataSaverEn = {
  'dataSaver.image': 'Image {width}×{height}, {size} — tap to load',
  'dataSaver.imageNoSize': 'Image — tap to load',
  'dataSaver.bytes': 'This page has used {size} of data',
  'dataSaver.turnOn': 'Turn on data saver',
  'dataSaver.turnOff': 'Turn off data saver',
} as const;

export type DataSaverKey = keyof typeof dataSaverEn;
