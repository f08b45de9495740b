const COUNT_CACHE_MAX = 5_000;

/**
 * Totals of visitors' lists that the counters cannot answer (a search), kept for `ms`
 * (decisions/002): a list that finds its total here skips the count in its statement. One
 * per app, made by `buildApp` and cleared after every write, so two apps in one process
 * never see each other's counts.
 */
export class CountCache {
  readonly #totals = new Map<string, { at: number; total: number }>();
  readonly #ms: number;

  constructor(ms: number) {
    this.#ms = ms;
  }

  /** false when totals are not kept at all (`COUNT_CACHE_MS=0`) */
  get enabled(): boolean {
    return this.#ms > 0;
  }

  /** The total kept under `key`, if it is still fresh ('' is never kept). */
  peek(key: string): number | undefined {
    if (this.#ms <= 0 || key === '') return undefined;
    const hit = this.#totals.get(key);
    return hit && Date.now() - hit.at < this.#ms ? hit.total : undefined;
  }

  /** Keeps a total that a list read in its own statement. */
  remember(key: string, total: number): void {
    if (this.#ms <= 0 || key === '') return;
    if (this.#totals.size >= COUNT_CACHE_MAX) this.#totals.clear();
    this.#totals.set(key, { at: Date.now(), total });
  }

  /** Forgets every total: called after a write, which may change any list. */
  clear(): void {
    this.#totals.clear();
  }
}
