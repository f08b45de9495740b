const COUNT_CACHE_MAX = 5_000;

/**
 * Totals of public lists, kept for `ms` (decisions/002): one per app, made by `buildApp` and
 * cleared after every write, so two apps in one process never see each other's counts.
 */
export class CountCache {
  readonly #entries = new Map<string, { at: number; total: Promise<number> }>();
  readonly #ms: number;

  constructor(ms: number) {
    this.#ms = ms;
  }

  /** The cached total under `key`, or `count()` run once and kept; a failed count is not kept. */
  get(key: string, count: () => Promise<number>): Promise<number> {
    if (this.#ms <= 0) return count();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.at < this.#ms) return hit.total;
    if (this.#entries.size >= COUNT_CACHE_MAX) this.#entries.clear();
    const total = count();
    this.#entries.set(key, { at: now, total });
    total.catch(() => this.#entries.delete(key));
    return total;
  }

  /** Forgets every total: called after a write, which may change any list. */
  clear(): void {
    this.#entries.clear();
  }
}
