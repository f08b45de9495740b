/** The part of subset-font's API the build uses (the package ships no types). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; noHinting?: boolean },
  ): Promise<Buffer>;
}
