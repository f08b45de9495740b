import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '#common/api-types.ts';
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

export const noRoute = () =>
  new HttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** Installs the one error handler: every failure leaves as WordPress JSON, never a stack trace. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    const body = toApiError(error);
    if (body.data.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: body.code }, body.message);
    void reply.code(body.data.status).header('cache-control', 'no-store').send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(noRoute().toJSON());
  });
}

const STATUS_OF_KIND = { invalid: 400, not_found: 404, forbidden: 403, conflict: 409 } as const;

function toApiError(error: FastifyError | HttpError | DomainError): ApiError {
  if (error instanceof HttpError) return error.toJSON();
  if (error instanceof DomainError)
    return new HttpError(
      STATUS_OF_KIND[error.kind],
      error.code,
      error.message,
      error.params ? { params: error.params } : {},
    ).toJSON();
  // Drizzle wraps driver errors (DrizzleQueryError) with the PostgreSQL error as `cause`.
  const pgCode = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (pgCode === '23505') return conflict('rest_conflict', 'That already exists.').toJSON();
  if (pgCode === '23503' || pgCode === '23514')
    return badRequest(
      'rest_invalid_param',
      'The request refers to something that does not exist or is not allowed.',
    ).toJSON();
  // A number too large for an integer column, or text where a number belongs: bad input.
  if (pgCode === '22003' || pgCode === '22P02')
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
