/**
 * The one error type of the server. Services throw it with a stable dotted code the client translates;
 * the error handler turns it into the envelope of architecture §4.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export function notFound(code: string, message: string): AppError {
  return new AppError(404, code, message);
}

export function conflict(code: string, message: string): AppError {
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
