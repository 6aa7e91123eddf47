import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { currentVersion } from './rule-versions.repository';

const RULE_VERSIONS_CHANNEL = 'rule_versions';

/**
 * Knows the newest rule-set version without asking the database per request:
 * versions committed by this process are observed as they commit, those of
 * other processes arrive through LISTEN/NOTIFY (the triggers send
 * `<version>:<table>`). When notifications may have been lost, the next
 * caller reads the version once from the database.
 */
export interface VersionTracker {
  current(): Promise<number>;
  observe(version: number): void;
  /** Subscribes to table changes (e.g. to drop a cache of rows that are not versioned). */
  onChange(listener: (version: number | null, table: string | null) => void): () => void;
  close(): void;
}

export function createVersionTracker(db: Database, changes: ChangeFeed): VersionTracker {
  let latest: number | null = null;
  let reading: Promise<number> | null = null;
  const listeners = new Set<(version: number | null, table: string | null) => void>();

  const observe = (version: number) => {
    if (latest === null || version > latest) latest = version;
  };

  const stop = changes.subscribe(RULE_VERSIONS_CHANNEL, (payload) => {
    if (payload === null) {
      latest = null;
      listeners.forEach((l) => l(null, null));
      return;
    }
    const [v, table] = payload.split(':');
    const version = Number(v);
    if (Number.isInteger(version)) observe(version);
    listeners.forEach((l) => l(Number.isInteger(version) ? version : null, table ?? null));
  });

  return {
    async current() {
      if (latest !== null) return latest;
      // Listening starts before the read, so no version committed after the read goes unheard.
      await changes.ready();
      reading ??= currentVersion(db).finally(() => {
        reading = null;
      });
      const read = await reading;
      observe(read);
      return latest ?? read;
    },
    observe,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
