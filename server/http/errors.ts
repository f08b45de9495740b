import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '#common/api-types.ts';
import { databaseErrorCode, isDatabaseUnavailable, isRetryableTransactionError } from '#server/db/faults.ts';
import { DomainError } from '#server/domain/errors.ts';

/** An error that reaches the client in the WordPress shape `{code, message, data: {status}}`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
  toJSON(): ApiError {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const forbidden = (code = 'rest_forbidden', message = 'Sorry, you are not allowed to do that.') =>
  new HttpError(403, code, message);
export const unauthorized = (code = 'rest_not_logged_in', message = 'You are not currently logged in.') =>
  new HttpError(401, code, message);
export const conflict = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, code, message, extra);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new HttpError(429, 'too_many_requests', message);

/** `rest_invalid_param` with one message per offending parameter, as WordPress sends it. */
export function invalidParams(params: Record<string, string>) {
  const names = Object.keys(params).join(', ');
  return new HttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${names}`, { params });
}

/** The database is unreachable or lost a race twice: nothing was decided, the client may retry. */
export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database_unavailable',
    'The site is briefly unavailable. Please try again in a moment.',
  );

/**
 * A database that went away, met directly or through an in-process API call that answered
 * 503 (its error carries `status`): pages answer it 503 too.
 */
export const meansUnavailable = (error: unknown) =>
  isDatabaseUnavailable(error) || (error as { status?: unknown } | null)?.status === 503;

export const noRoute = () =>
  new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** Installs the one error handler: every failure leaves as WordPress JSON, never a stack trace. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    const body = toApiError(error);
    // a domain refusal (a full queue) is an answer, not a fault of ours
    if (body.data.status >= 500 && !(error instanceof DomainError))
      request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: body.code }, body.message);
    if (body.data.status === 503) void reply.header('retry-after', '5');
    void reply.code(body.data.status).header('cache-control', 'no-store').send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(noRoute().toJSON());
  });
}

const STATUS_OF_KIND = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  too_large: 413,
  unavailable: 503,
} as const;

/** The WordPress error body (and so the status) an error answers with. */
export function toApiError(error: FastifyError | HttpError | DomainError): ApiError {
  if (error instanceof HttpError) return error.toJSON();
  if (error instanceof DomainError)
    return new HttpError(
      STATUS_OF_KIND[error.kind],
      error.code,
      error.message,
      error.params ? { params: error.params } : {},
    ).toJSON();
  if (isDatabaseUnavailable(error) || isRetryableTransactionError(error))
    return databaseUnavailable().toJSON();
  // Drizzle wraps driver errors (DrizzleQueryError) with the PostgreSQL error as `cause`.
  const pgCode = databaseErrorCode(error);
  if (pgCode === '23505') return conflict('rest_conflict', 'That already exists.').toJSON();
  if (pgCode === '23503' || pgCode === '23514')
    return badRequest(
      'rest_invalid_param',
      'The request refers to something that does not exist or is not allowed.',
    ).toJSON();
  // A number too large for an integer column, or text where a number belongs: bad input.
  // Class 22 is "data exception": a number too large for its column, text where a number
  // belongs, a NUL byte (22021) or a character the encoding lacks (22P05); 54000 is a value
  // too large to index. Each is the input's fault, never the server's.
  if (pgCode?.startsWith('22') || pgCode === '54000')
    return badRequest('rest_invalid_param', 'A parameter is out of range or malformed.').toJSON();
  if (error.validation) {
    return invalidParams({ body: error.message }).toJSON();
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new HttpError(413, 'rest_upload_too_large', 'The request is too large.').toJSON();
  if (status === 415)
    return new HttpError(415, 'rest_invalid_content_type', 'Unsupported content type.').toJSON();
  if (status >= 400 && status < 500)
    return new HttpError(status, 'rest_bad_request', 'The request could not be understood.').toJSON();
  return new HttpError(
    500,
    'internal_server_error',
    'Something went wrong on our side. Please try again.',
  ).toJSON();
}
