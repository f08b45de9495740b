/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function makeRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Aditya',
  'Akash',
  'Alok',
  'Anjali',
  'Ankit',
  'Anushka',
  'Asha',
  'Ayesha',
  'Bhavna',
  'Chetan',
  'Deepika',
  'Divya',
  'Farhan',
  'Gaurav',
  'Gurleen',
  'Ishaan',
  'Jaya',
  'Karan',
  'Khushi',
  'Lakshmi',
  'Manish',
  'Megha',
  'Mohit',
  'Naina',
  'Neha',
  'Nikhil',
  'Pallavi',
  'Pranav',
  'Preeti',
  'Rahul',
  'Rani',
  'Ravi',
  'Ritika',
  'Sahil',
  'Sana',
  'Shreya',
  'Simran',
  'Sonal',
  'Suresh',
  'Tanvi',
  'Tanya',
  'Uday',
  'Vandana',
  'Varun',
  'Yash',
  'Zara',
  'Nandini',
];
const LAST = [
  'Agarwal',
  'Bhat',
  'Chatterjee',
  'Das',
  'Dubey',
  'Gill',
  'Gupta',
  'Hussain',
  'Jain',
  'Kapoor',
  'Kulkarni',
  'Kumar',
  'Mishra',
  'Mukherjee',
  'Naidu',
  'Pandey',
  'Pillai',
  'Qureshi',
  'Rathore',
  'Saxena',
  'Sen',
  'Shah',
  'Tiwari',
  'Thakur',
  'Menon',
  'Baruah',
  'Lepcha',
  'Marak',
  'Soren',
  'Munda',
];

/** Names for demo readers: people who read, like, vote and follow but do not write. */
export function readerNames(count: number, random: () => number): string[] {
  return Array.from({ length: count }, () => {
    const first = FIRST[Math.floor(random() * FIRST.length)];
    const last = LAST[Math.floor(random() * LAST.length)];
    return `${first} ${last}`;
  });
}
