import type { TErrorCode } from '../../contract/errors';

/**
 * The one error type of the server. Services throw it with a stable dotted code the client translates;
 * the error handler turns it into the envelope of docs/architecture.md §4. Only codes of contract/errors.ts
 * compile, so every code the API answers with is one the client can translate.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, code: TErrorCode, message: string, options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export function notFound(code: TErrorCode, message: string): AppError {
  return new AppError(404, code, message);
}

export function conflict(code: TErrorCode, message: string): AppError {
  return new AppError(409, code, message);
}

export function validationFailed(errors: Record<string, string[]>, message = 'The given data was invalid.'): AppError {
  return new AppError(422, 'validation.failed', message, { errors });
}

export function unauthenticated(message = 'Unauthenticated.'): AppError {
  return new AppError(401, 'auth.unauthenticated', message);
}

export function forbidden(message = 'You are not allowed to do this.'): AppError {
  return new AppError(403, 'auth.forbidden', message);
}
