import type { DataSaverKey } from './data-saver-en.ts';

/** डेटा सेवर के वाक्य (देखें data-saver-en.ts)। */
export const dataSaverHi: Record<DataSaverKey, string> = {
  'dataSaver.image': 'तस्वीर {width}×{height}, {size} — लोड करने के लिए छुएँ',
  'dataSaver.imageNoSize': 'तस्वीर — लोड करने के लिए छुएँ',
  'dataSaver.bytes': 'इस पेज ने अब तक {size} डेटा लिया',
  'dataSaver.turnOn': 'डेटा सेवर चालू करें',
  'dataSaver.turnOff': 'डेटा सेवर बंद करें',
};
