import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database-types';

/**
 * A listener gets the notification's payload, or `null` when notifications may
 * have been missed (the listening connection was lost and is back): it must
 * then drop whatever it cached.
 */
type ChangeListener = (payload: string | null) => void;

/**
 * Cross-process change notifications over PostgreSQL's LISTEN/NOTIFY. Every
 * process sharing the database hears every notification, its own included, so
 * an in-process cache invalidated here is invalidated everywhere. PGlite runs
 * in one process and delivers its notifications in that process.
 */
export interface ChangeFeed {
  subscribe(channel: string, listener: ChangeListener): () => void;
  /** Sends through the database, so a notification inside a transaction goes out only when it commits. */
  publish(db: DbOrTx, channel: string, payload?: string): Promise<void>;
  /** Resolves once every subscription so far is listening (a test waits for it before writing elsewhere). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel "${channel}"`);
}

class Listeners {
  private readonly byChannel = new Map<string, Set<ChangeListener>>();

  add(channel: string, listener: ChangeListener): { first: boolean; remove: () => boolean } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(listener);
    return {
      first,
      remove: () => {
        set.delete(listener);
        if (set.size > 0) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  emit(channel: string, payload: string | null) {
    for (const listener of this.byChannel.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`change listener on ${channel} failed:`, error);
      }
    }
  }
}

async function publishThrough(db: DbOrTx, channel: string, payload: string) {
  checkChannel(channel);
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** PGlite: notifications are delivered in this process by the embedded database itself. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const listeners = new Listeners();
  const unlisten = new Map<string, Promise<() => Promise<void>>>();
  return {
    subscribe(channel, listener) {
      checkChannel(channel);
      const { first, remove } = listeners.add(channel, listener);
      if (first)
        unlisten.set(
          channel,
          client.listen(channel, (payload) => listeners.emit(channel, payload)),
        );
      return () => {
        if (!remove()) return;
        const pending = unlisten.get(channel);
        unlisten.delete(channel);
        void pending?.then((stop) => stop()).catch(() => undefined);
      };
    },
    publish: (db, channel, payload = '') => publishThrough(db, channel, payload),
    async ready() {
      await Promise.all(unlisten.values());
    },
    async close() {
      const stops = [...unlisten.values()];
      unlisten.clear();
      await Promise.all(stops.map((p) => p.then((stop) => stop()).catch(() => undefined)));
    },
  };
}

/**
 * PostgreSQL: one dedicated connection LISTENs on every subscribed channel. When
 * it drops, it reconnects with backoff and tells every listener `null`, since
 * notifications sent meanwhile are lost.
 */
export function postgresChangeFeed(url: string, log: (message: string) => void = (m) => console.error(m)): ChangeFeed {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let retryMs = 250;
  const pending = new Set<Promise<unknown>>();

  const quote = (channel: string) => `"${channel}"`;
  // One statement at a time on the feed's connection: node-postgres queues overlapping ones
  // today but will refuse them (its deprecation warning), and channels are subscribed together.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (c: pg.Client, text: string) => {
    const next = turn.then(() => c.query(text));
    turn = next.catch(() => undefined);
    return next;
  };

  async function connect(): Promise<pg.Client | null> {
    while (!closed) {
      const next = new pg.Client({ connectionString: url });
      try {
        await next.connect();
        for (const channel of listeners.channels()) await next.query(`LISTEN ${quote(channel)}`);
        next.on('notification', (msg) => listeners.emit(msg.channel, msg.payload ?? ''));
        next.on('error', (error) => {
          log(`change feed connection lost: ${error.message}`);
          if (client === next) client = null;
          void next.end().catch(() => undefined);
          if (!closed) void ensure().then(() => listeners.channels().forEach((c) => listeners.emit(c, null)));
        });
        retryMs = 250;
        if (closed) {
          await next.end();
          return null;
        }
        client = next;
        return next;
      } catch (error) {
        void next.end().catch(() => undefined);
        log(`change feed cannot connect (${(error as Error).message}); retrying in ${retryMs} ms`);
        await new Promise((r) => setTimeout(r, retryMs).unref());
        retryMs = Math.min(retryMs * 2, 10_000);
      }
    }
    return null;
  }

  function ensure(): Promise<pg.Client | null> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    subscribe(channel, listener) {
      checkChannel(channel);
      const { first, remove } = listeners.add(channel, listener);
      if (first) {
        const listening = ensure()
          .then((c) => (c ? inTurn(c, `LISTEN ${quote(channel)}`) : undefined))
          .catch(() => undefined)
          .finally(() => pending.delete(listening));
        pending.add(listening);
      }
      return () => {
        if (remove() && client) void inTurn(client, `UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    publish: (db, channel, payload = '') => publishThrough(db, channel, payload),
    async ready() {
      await Promise.all(pending);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** For an app built without a database feed (unit tests): delivers only what this process publishes. */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Listeners();
  return {
    subscribe(channel, listener) {
      checkChannel(channel);
      return listeners.add(channel, listener).remove;
    },
    async publish(_db, channel, payload = '') {
      checkChannel(channel);
      queueMicrotask(() => listeners.emit(channel, payload));
    },
    async ready() {},
    async close() {},
  };
}
