import type { ChangeFeed } from '../../../db/change-feed';
import type { DbOrTx } from '../../../db/client';
import { LruCache } from '../../../lib/lru-cache';
import { findLinkByShortId } from './redirect.repository';

export interface CachedLink {
  id: string;
  destination: string;
  expiresAt: Date | null;
}

type Entry = { link: CachedLink | null; until: number };

const SHORT_LINKS_CHANNEL = 'short_links';

/**
 * Short id → link, in memory and bounded. Links are forgotten the moment any
 * process changes them (a trigger on `short_urls` notifies every process);
 * unknown ids are remembered briefly so a flood of bad ids costs few queries.
 * Expiry needs no notice: the cached expiry is checked on every request.
 */
export function createLinkCache(db: DbOrTx, changes: ChangeFeed, opts: { max?: number; negativeMs?: number; now?: () => number } = {}) {
  const cache = new LruCache<string, Entry>(opts.max ?? 50_000);
  const negativeMs = opts.negativeMs ?? 5_000;
  const now = opts.now ?? Date.now;
  // A load that started before a change must not put the old answer back afterwards.
  let generation = 0;
  const unsubscribe = changes.subscribe(SHORT_LINKS_CHANNEL, (shortId) => {
    generation++;
    if (shortId === null) cache.clear();
    else cache.delete(shortId);
  });

  return {
    cache,
    /** The cached answer (a link, or null for an unknown id), or undefined when the database must be asked. */
    peek(shortId: string): CachedLink | null | undefined {
      const hit = cache.get(shortId);
      return hit && hit.until > now() ? hit.link : undefined;
    },
    async get(shortId: string): Promise<CachedLink | null> {
      const hit = cache.get(shortId);
      if (hit && hit.until > now()) return hit.link;
      const started = generation;
      const row = await findLinkByShortId(db, shortId);
      const link = row ? { id: row.id, destination: row.destination, expiresAt: row.expiresAt } : null;
      if (generation === started) cache.set(shortId, { link, until: link ? Number.POSITIVE_INFINITY : now() + negativeMs });
      return link;
    },
    close: unsubscribe,
  };
}

export type LinkCache = ReturnType<typeof createLinkCache>;
