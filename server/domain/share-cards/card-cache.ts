import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CARD_DESIGN } from './card-url.ts';
import { renderShareCard, type ShareCard } from './render-card.ts';

export interface ShareCardCacheOptions {
  /** cards kept on disk; past it the oldest files go (default 5000, about 75 MB) */
  maxFiles?: number;
  /** renders at once: the rest wait, so a crawler's sweep leaves the CPU to pages */
  concurrency?: number;
  render?: (card: ShareCard) => Promise<Buffer>;
  /** a failed write or prune (the card is still answered) */
  onError?: (error: unknown) => void;
}

/** The key of what a card shows: the same card is drawn once, whatever its address. */
export const cardKey = (card: ShareCard) =>
  createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, card]))
    .digest('hex')
    .slice(0, 32);

/**
 * Rendered share cards as PNG files under `dir` (DATA_DIR/og-cache), one per key (decisions
 * 015). The first request for a card renders it and writes the file; the next ones read it.
 * Concurrent requests for one card share one render.
 */
export class ShareCardCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private writesSincePrune = 0;
  private readonly maxFiles: number;
  private readonly concurrency: number;
  private readonly render: (card: ShareCard) => Promise<Buffer>;
  private readonly onError: (error: unknown) => void;
  private readonly dir: string;

  constructor(dir: string, options: ShareCardCacheOptions = {}) {
    this.dir = dir;
    this.maxFiles = options.maxFiles ?? 5000;
    this.concurrency = options.concurrency ?? 2;
    this.render = options.render ?? renderShareCard;
    this.onError = options.onError ?? (() => {});
  }

  /** The card's PNG and its key (an ETag). */
  async get(card: ShareCard): Promise<{ png: Buffer; key: string }> {
    const key = cardKey(card);
    let job = this.pending.get(key);
    if (!job) {
      job = this.readOrRender(key, card).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return { png: await job, key };
  }

  private fileOf(key: string) {
    return path.join(this.dir, `${key}.png`);
  }

  private async readOrRender(key: string, card: ShareCard): Promise<Buffer> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error);
    }
    const png = await this.limited(() => this.render(card));
    await this.store(key, png).catch(this.onError);
    return png;
  }

  /** At most `concurrency` renders at once; a finished one hands its place to the next in line. */
  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Written whole or not at all: a reader never sees half a file. */
  private async store(key: string, png: Buffer) {
    await mkdir(this.dir, { recursive: true });
    const file = this.fileOf(key);
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
    this.writesSincePrune += 1;
    if (this.writesSincePrune >= Math.max(1, Math.floor(this.maxFiles / 10))) {
      this.writesSincePrune = 0;
      await this.prune();
    }
  }

  /** Leaves at most `maxFiles` cards: the ones written longest ago go first. */
  async prune() {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.png'));
    if (names.length <= this.maxFiles) return;
    const files = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.dir, name);
        return { file, time: (await stat(file).catch(() => null))?.mtimeMs ?? 0 };
      }),
    );
    files.sort((a, b) => a.time - b.time);
    for (const { file } of files.slice(0, files.length - this.maxFiles)) await unlink(file).catch(() => {});
  }
}
