import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';

/**
 * What the processes tell each other. The data is a short string (an id), or '' when the
 * topic says it all. `club-settings` and `session-ended` are sent by database triggers
 * (migration 0011), so every writer (app, CLI, SQL) is heard; the others by the app.
 */
export type BusTopic =
  | 'club-settings'
  | 'session-ended'
  | 'user-changed'
  | 'event-reads'
  | 'availability'
  | 'sync'
  | 'checkout-expiry';

type Listener = (data: string) => void;

/**
 * One LISTEN/NOTIFY channel per database schema, shared by every app process on it (and
 * the single process on PGlite, through the same code). A message reaches every process,
 * the sender included, once the sending transaction commits.
 */
export interface NotifyBus {
  /** Sends `topic|data`; pass a transaction to send it only if (and when) that commits. */
  publish(topic: BusTopic, data?: string, db?: DbOrTx): Promise<void>;
  subscribe(topic: BusTopic, listener: Listener): () => void;
  /** Runs after a lost LISTEN connection came back: messages may have been missed, drop caches. */
  onResync(listener: () => void): () => void;
  /**
   * Resolves once this process has heard every message committed before the call (a marker
   * of its own comes back after them: NOTIFY delivers in commit order), or after 1 s.
   */
  flush(): Promise<void>;
  /** False while the LISTEN connection is down: caches must not trust what they hold. */
  readonly isListening: boolean;
  close(): Promise<void>;
}

const separator = '|';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7900;

/** The channel of the current schema: the same name the triggers compute ('njtc_' || current_schema()). */
export function busChannelOf(schema: string): string {
  return `njtc_${schema}`;
}

class Listeners {
  private topics = new Map<string, Set<Listener>>();
  private resyncs = new Set<() => void>();

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  onResync(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => {
      this.resyncs.delete(listener);
    };
  }

  deliver(payload: string): void {
    const at = payload.indexOf(separator);
    const topic = at < 0 ? payload : payload.slice(0, at);
    const data = at < 0 ? '' : payload.slice(at + 1);
    for (const listener of this.topics.get(topic) ?? []) {
      try {
        listener(data);
      } catch {
        // One broken subscriber must not keep the others from hearing.
      }
    }
  }

  resync(): void {
    for (const listener of this.resyncs) listener();
  }
}

const buses = new WeakMap<object, NotifyBus>();

/** Starts listening on the database's channel; the bus is also found by `notifyBusOf(database.db)`. */
export async function startNotifyBus(database: Database): Promise<NotifyBus> {
  const result = await database.db.execute(sql`select current_schema() as schema`);
  const schema = (result as unknown as { rows: Array<{ schema: string }> }).rows[0]?.schema ?? 'public';
  const channel = busChannelOf(schema);
  const listeners = new Listeners();
  let isListening = true;
  const stop = await database.listen(channel, {
    onPayload: (payload) => listeners.deliver(payload),
    onLost: () => {
      isListening = false;
    },
    onReconnect: () => {
      isListening = true;
      listeners.resync();
    },
  });
  const waiting = new Map<string, () => void>();
  listeners.subscribe('sync', (nonce) => waiting.get(nonce)?.());
  const bus: NotifyBus = {
    async publish(topic, data = '', db = database.db) {
      const payload = `${topic}${separator}${data}`;
      if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error(`bus payload too large (${topic})`);
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async flush() {
      if (!isListening) return;
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(nonce, resolve);
        timer = setTimeout(resolve, 1000);
      });
      try {
        await bus.publish('sync', nonce);
        await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(nonce);
      }
    },
    subscribe: (topic, listener) => listeners.subscribe(topic, listener),
    onResync: (listener) => listeners.onResync(listener),
    get isListening() {
      return isListening;
    },
    async close() {
      isListening = false;
      buses.delete(database.db);
      await stop();
    },
  };
  buses.set(database.db, bus);
  return bus;
}

/**
 * A bus that only reaches this process: for code given a handle no started bus belongs
 * to (a transaction, a unit test's stand-in).
 */
export function localNotifyBus(): NotifyBus {
  const listeners = new Listeners();
  return {
    async publish(topic, data = '') {
      listeners.deliver(`${topic}${separator}${data}`);
    },
    subscribe: (topic, listener) => listeners.subscribe(topic, listener),
    onResync: (listener) => listeners.onResync(listener),
    flush: async () => {},
    isListening: true,
    close: async () => {},
  };
}

const localBuses = new WeakMap<object, NotifyBus>();

/**
 * The bus started for this database handle. Caches keyed by a database handle (the events
 * read cache, the club time zone) find their bus here.
 */
export function notifyBusOf(db: object): NotifyBus {
  const bus = buses.get(db);
  if (bus) return bus;
  let local = localBuses.get(db);
  if (!local) {
    local = localNotifyBus();
    localBuses.set(db, local);
  }
  return local;
}
