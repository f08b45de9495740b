import type { Socket } from 'node:net';
import pg from 'pg';
import { keepPreparedFew } from './prepared-statements.ts';

/** The part of pg's client (not in its types) that holds the socket. */
type WithSocket = { connection: { stream: Socket } };

/**
 * A process's hot reads (the named statements of `runStatement`: lists, a post, comments,
 * terms, users) on one connection, each written without waiting for the answers before it:
 * the protocol's pipelining, which pg does on a client made with `pipeline: true` (decisions
 * 011, *Hot reads on one pipelined connection*).
 *
 * With a connection per request from the pool, each statement woke an idle backend and each
 * answer an idle process: on this machine kind the write that wakes a backend cost Node about
 * a quarter of a posts list's time, and PostgreSQL spent about as long going to sleep and
 * waking as running the list. Pipelined, the backend reads the statements of many requests at
 * once and runs them one after another while it has work, and the statements a process makes
 * in one turn of its event loop go out in one write (the socket is corked until the loop's
 * check phase).
 *
 * Every statement ends with its own Sync, so one that fails (a bad value, a cancelled plan)
 * fails alone and the next runs. A slow statement delays the ones written after it, so only
 * statements with a kept plan come here; a search, planned for its words on every call, and
 * anything in a transaction use the pool. A lost connection fails the statements in flight on
 * it (their requests answer 503, as the pool's would) and the next statement opens a new one.
 */
export class ReadPipeline {
  #client: Promise<pg.Client> | undefined;
  #corked: Socket | undefined;
  #closed = false;
  readonly #config: pg.ClientConfig;
  readonly #prepared: number;
  readonly #onClient: (client: pg.Client) => void;

  /**
   * `prepared`: the named statements the connection keeps prepared (prepared-statements.ts);
   * `onClient` is called with each new client before it connects (the statement count wraps
   * its `query`).
   */
  constructor(config: pg.ClientConfig, prepared: number, onClient: (client: pg.Client) => void) {
    this.#config = config;
    this.#prepared = prepared;
    this.#onClient = onClient;
  }

  async query<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const client = await this.#connected();
    keepPreparedFew(client, name, this.#prepared);
    this.#cork((client as unknown as WithSocket).connection.stream);
    return (await client.query({ name, text, values })).rows as T[];
  }

  async end(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  #connected(): Promise<pg.Client> {
    if (this.#closed) return Promise.reject(new Error('Client was closed and is not queryable'));
    if (this.#client) return this.#client;
    const client = new pg.Client({ ...this.#config, pipeline: true } as pg.ClientConfig);
    this.#onClient(client);
    const connecting = client.connect().then(() => client);
    this.#client = connecting;
    const forget = () => {
      if (this.#client === connecting) this.#client = undefined;
    };
    // a refused connection fails the statements waiting for it; the next one tries again
    connecting.catch(forget);
    client.on('error', (error) => {
      forget();
      process.emitWarning(`database: pipelined connection lost: ${error.message}`);
      client.end().catch(() => {});
    });
    client.on('end', forget);
    return connecting;
  }

  /** Holds the socket's writes until the event loop's check phase, then writes them at once. */
  #cork(stream: Socket) {
    if (this.#corked === stream) return;
    this.#corked = stream;
    stream.cork();
    setImmediate(() => {
      if (this.#corked === stream) this.#corked = undefined;
      stream.uncork();
    });
  }
}
