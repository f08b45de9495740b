/**
 * Errors a domain rule raises without knowing about HTTP: `server/http/errors.ts` turns them
 * into the WordPress error shape (`kind` → status), so the rules run the same from a
 * request, a command line or a test.
 */
/** `unavailable`: too much of one kind of work at once; nothing was done, the client may retry. */
export type DomainErrorKind =
  | 'invalid'
  | 'not_found'
  | 'forbidden'
  | 'conflict'
  | 'too_large'
  | 'unavailable';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;
  /** per-field messages of an `invalid` error (WordPress's `data.params`) */
  readonly params: Record<string, string> | undefined;
  constructor(kind: DomainErrorKind, code: string, message: string, params?: Record<string, string>) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.params = params;
  }
}

export const domainNotFound = (code: string, message: string) => new DomainError('not_found', code, message);
export const domainInvalid = (params: Record<string, string>) =>
  new DomainError(
    'invalid',
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    params,
  );
export const domainConflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const domainForbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
/** A 400 with its own code and no per-field messages (e.g. `rest_empty_content`). */
export const domainBadRequest = (code: string, message: string) => new DomainError('invalid', code, message);
