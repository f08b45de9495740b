import type { ApiError } from '#common/api-types.ts';

/** Query values; lists are sent comma-separated as WordPress accepts them. */
export type Params = Record<string, string | number | boolean | number[] | string[] | undefined | null>;

export interface ApiResponse<T> {
  data: T;
  total: number;
  totalPages: number;
}

/**
 * How screens reach the API. In the browser it is fetch; on the server it is an in-process
 * call into the same Fastify routes, so a server-rendered page shows exactly what the API says.
 */
export interface ApiClient {
  get<T>(path: string, params?: Params): Promise<ApiResponse<T>>;
}

/** Spec §7: client-only feed keys never go to the server. */
const CLIENT_ONLY = new Set(['pagination', 'pagination_style', 'style', 'post_type', 'method', 'feed']);

/** The query as the server reads it: strings, lists comma-separated, client-only keys left out. */
export function toQueryParams(params: Params = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || CLIENT_ONLY.has(key)) continue;
    query[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

export function toQueryString(params: Params = {}): string {
  const text = new URLSearchParams(toQueryParams(params)).toString();
  return text ? `?${text}` : '';
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** the server's message per invalid field (`data.params` of a `rest_invalid_param`) */
  readonly params: Record<string, string>;
  /** the error's `data` (e.g. the poll of a 409 `already_voted`) */
  readonly data: Record<string, unknown>;
  constructor(status: number, body: Partial<ApiError> | undefined) {
    super(body?.message ?? `Request failed (${status})`);
    this.status = status;
    this.code = body?.code ?? 'unknown_error';
    this.params = body?.data?.params ?? {};
    this.data = body?.data ?? {};
  }
}

/** Reads a JSON answer with the paging headers, throwing the server's error message. */
export function readResponse<T>(
  status: number,
  headers: (name: string) => string | null,
  body: unknown,
): ApiResponse<T> {
  if (status >= 400) throw new ApiRequestError(status, body as Partial<ApiError>);
  return {
    data: body as T,
    total: Number(headers('x-wp-total') ?? 0),
    totalPages: Number(headers('x-wp-totalpages') ?? 0),
  };
}

export function browserApiClient(base = '/wp-json'): ApiClient {
  return {
    async get<T>(path: string, params?: Params) {
      const response = await fetch(base + path + toQueryString(params), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      const body = await response.json().catch(() => undefined);
      return readResponse<T>(response.status, (name) => response.headers.get(name), body);
    },
  };
}

/**
 * The signed-in browser's `X-WP-Nonce` (decisions §3): held in memory only, never in
 * storage, and set by the session context from the page bootstrap or the sign-in answer.
 */
let writeNonce: string | null = null;

export function setWriteNonce(nonce: string | null) {
  writeNonce = nonce;
}

/**
 * In the browser: whether this page is signed in, known before the first render (screens'
 * `load` asks, so that a visitor's page never requests private data and logs a 401).
 */
export function browserSignedIn(): boolean {
  return writeNonce !== null;
}

/**
 * A write from the browser: JSON (or a FormData upload) with the session's nonce, so that
 * the cookie counts; answers the body or throws the server's error message.
 */
export async function browserSend<T>(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  base = '/wp-json',
  /** `keepalive`: the request outlives the page (a draft saved as the writer leaves) */
  options: { keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (writeNonce) headers['x-wp-nonce'] = writeNonce;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(base + path, {
    method,
    credentials: 'same-origin',
    headers,
    body: payload,
    keepalive: options.keepalive ?? false,
  });
  const answer = await response.json().catch(() => undefined);
  return readResponse<T>(response.status, (name) => response.headers.get(name), answer).data;
}
