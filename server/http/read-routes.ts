import type { FastifyInstance } from 'fastify';
import type { Viewer } from './context.ts';

/**
 * What a read handler may know of its request: the path's parameters, the query (strings, as
 * a query string gives them), the viewer and the client's address. A Fastify request has all
 * of these, and so has the page renderer's direct call (page-routes.ts).
 */
export interface ReadRequest<P = Record<string, string>> {
  params: P;
  query: unknown;
  viewer: Viewer | null;
  ip: string;
  /** aborted when the client has gone (the page's own request, for a page's call) */
  signal: AbortSignal;
}

/** What a read handler may do to its answer: set a header (the paging totals) or a status. */
export interface ReadReply {
  header(name: string, value: string): unknown;
  code(status: number): unknown;
}

export type ReadHandler<P = Record<string, string>> = (
  request: ReadRequest<P>,
  reply: ReadReply,
) => Promise<unknown>;

interface Entry {
  path: string;
  segments: string[];
  /** null: a GET route of the API that only Fastify can answer (it needs the whole request) */
  handler: ReadHandler | null;
}

export interface FoundRead {
  handler: ReadHandler;
  params: Record<string, string>;
}

/**
 * The API's GET routes by path, for the page renderer: a server-rendered page calls the same
 * handlers the API answers with, directly — no HTTP round trip, no JSON serialising, hashing
 * and parsing of each answer (issue 14). One table per app (`app.deps.reads`).
 */
export class ReadRoutes {
  readonly #entries: Entry[] = [];

  /** A handler pages may call directly. */
  add(path: string, handler: ReadHandler) {
    this.#put(path, handler);
  }

  /**
   * Any other GET route of the API, so that its literal path is not taken for a parameter
   * (`/wp/v2/users/me` is not `/wp/v2/users/:id`): such a path is left to Fastify.
   */
  know(path: string) {
    if (!this.#entries.some((entry) => entry.path === path)) this.#put(path, null);
  }

  #put(path: string, handler: ReadHandler | null) {
    const at = this.#entries.findIndex((entry) => entry.path === path);
    const entry = { path, segments: split(path), handler };
    if (at >= 0) this.#entries[at] = entry;
    else this.#entries.push(entry);
  }

  /**
   * The handler of an API path (`/wp/v2/posts/12`, without `/wp-json`) with its parameters,
   * or null when the route that answers it is not one pages may call directly.
   */
  find(path: string): FoundRead | null {
    const segments = split(path);
    // literal segments win over parameters, as in Fastify's router
    let best: { entry: Entry; params: Record<string, string>; literals: number } | null = null;
    for (const entry of this.#entries) {
      if (entry.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let literals = 0;
      let matches = true;
      for (let i = 0; i < segments.length && matches; i++) {
        const pattern = entry.segments[i] as string;
        const value = segments[i] as string;
        if (pattern.startsWith(':')) params[pattern.slice(1)] = decoded(value);
        else if (pattern === value) literals++;
        else matches = false;
      }
      if (matches && (!best || literals > best.literals)) best = { entry, params, literals };
    }
    return best?.entry.handler ? { handler: best.entry.handler, params: best.params } : null;
  }
}

/** A path segment as Fastify hands it over; a malformed escape is kept as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Notes every GET route of the API in the app's read table (see `ReadRoutes.know`). */
export function knowApiRoutes(app: FastifyInstance, prefix: string) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && route.url.startsWith(prefix))
      app.deps.reads.know(route.url.slice(prefix.length));
  });
}

/**
 * A GET route of the API, registered with Fastify and in the app's read table, so pages
 * render from the same handler. Use it inside the `/wp-json` plugin (paths without it).
 */
export function readRoute<P extends Record<string, string> = Record<string, string>>(
  app: FastifyInstance,
  path: string,
  handler: ReadHandler<P>,
) {
  app.get(path, (request, reply) => handler(request as ReadRequest<P>, reply));
  app.deps.reads.add(path, handler as ReadHandler);
}
