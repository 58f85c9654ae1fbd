export type KeptValuesOptions<T> = {
  /** At most this many values... */
  maxEntries: number;
  /** How long a value is kept (what no change announces: another process's write, a settings change). */
  ttlMs: number;
  /** ...and, with `sizeOf`, at most this many bytes; beyond either, the least recently read go first. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
};

type Kept<T> = { value: T; size: number; until: number };

/**
 * Values kept by key for a while and until something they were built from changes: the one small
 * time-limited cache of the API (the pages, their unrendered data, the sitemap). Bounded as a
 * least-recently-used list: a value read again moves to the end, and the oldest ones leave one by one
 * when a new value needs room. `forget()` drops everything and starts a new generation: a value whose
 * build began before it (`mark()` taken before, given to `keep`) is not kept, so a read that overlapped
 * a change never outlives it.
 */
export class KeptValues<T> {
  private readonly values = new Map<string, Kept<T>>();
  private bytes = 0;
  private generation = 0;
  constructor(private readonly options: KeptValuesOptions<T>) {}

  get(key: string, now = Date.now()): T | undefined {
    const kept = this.values.get(key);
    if (!kept) return undefined;
    this.values.delete(key);
    if (kept.until <= now) {
      this.bytes -= kept.size;
      return undefined;
    }
    this.values.set(key, kept);
    return kept.value;
  }

  /** The generation a build begins in: give it to `keep` when the build is done. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `value` unless a change came since `mark` (or it alone exceeds the bytes); says whether it did. */
  keep(key: string, value: T, mark: number, now = Date.now()): boolean {
    if (mark !== this.generation) return false;
    const size = this.options.sizeOf?.(value) ?? 0;
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    if (size > maxBytes) return false;
    const previous = this.values.get(key);
    if (previous) {
      this.values.delete(key);
      this.bytes -= previous.size;
    }
    while (
      this.values.size > 0 &&
      (this.values.size >= this.options.maxEntries || this.bytes + size > maxBytes)
    ) {
      const [oldest, entry] = this.values.entries().next().value as [string, Kept<T>];
      this.values.delete(oldest);
      this.bytes -= entry.size;
    }
    this.values.set(key, { value, size, until: now + this.options.ttlMs });
    this.bytes += size;
    return true;
  }

  /** Whether a value is kept for `key` (expired or not; its place in the list does not move). */
  has(key: string): boolean {
    return this.values.has(key);
  }

  /** Drops the value of `key` (something it was built from changed). */
  delete(key: string): void {
    const kept = this.values.get(key);
    if (!kept) return;
    this.values.delete(key);
    this.bytes -= kept.size;
  }

  /** Something the values were built from changed: drops them all, and builds under way won't be kept. */
  forget(): void {
    this.generation += 1;
    this.values.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.values.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
