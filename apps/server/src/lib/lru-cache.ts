/** A bounded map that forgets the least recently used entry first. */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  /** Lookups answered from the cache and not, for metrics. */
  hits = 0;
  misses = 0;

  constructor(private readonly max: number) {
    if (!(max >= 1)) throw new Error('LruCache needs room for at least one entry');
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Map keeps insertion order: re-inserting marks the entry as the newest.
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
