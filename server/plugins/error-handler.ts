import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorCode } from '../../contract/errors';
import { AppError } from '../lib/errors';
import { errorForLog } from '../db/errors';

type Envelope = { success: false; message: string; code: TErrorCode; errors?: Record<string, string[]> };

/** Fastify's own 4xx errors, mapped to stable codes and clear messages. */
const FASTIFY_CODES: Record<string, { status: number; code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'request.malformed', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'request.malformed', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'request.malformed', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request.too_large', message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'request.too_large', message: 'The uploaded file is too large.' },
  FST_FILES_LIMIT: { status: 413, code: 'request.too_large', message: 'Too many files in the request.' },
  FST_PARTS_LIMIT: { status: 413, code: 'request.too_large', message: 'Too many parts in the request.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'request.too_large', message: 'Too many fields in the request.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'request.unsupported_media_type', message: 'This content type is not supported here.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'request.unsupported_media_type', message: 'A multipart/form-data body is expected.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'request.malformed', message: 'The Content-Type header is invalid.' },
  FST_ERR_VALIDATION: { status: 422, code: 'validation.failed', message: 'The given data was invalid.' },
};

function fieldErrors(error: FastifyError, validation: readonly FastifySchemaValidationError[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body');
    (errors[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/** How long one kind of failure is logged once, with its stack, and then only counted. */
const REPEAT_WINDOW_MS = 10_000;

/**
 * Repeated 500s are summarised (docs/architecture.md §12): the first of a kind (its error code and message)
 * in a 10 s window is logged with its stack, the rest of the window only counted, and the count logged as one
 * line when the window ends. A database outage is one line with a stack and a count every 10 s, not a line
 * per failed request.
 */
function repeatSummary(app: FastifyInstance, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; more: number; sample: string }>();
  const flush = (key: string, entry: { more: number; sample: string }) => {
    if (entry.more > 0)
      app.log.error({ repeats: entry.more, error: entry.sample }, `request failed ${entry.more} more time(s) the same way in ${REPEAT_WINDOW_MS / 1000} s`);
    windows.delete(key);
  };
  const timer = setInterval(() => {
    for (const [key, entry] of windows) if (now() - entry.start >= REPEAT_WINDOW_MS) flush(key, entry);
  }, REPEAT_WINDOW_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const [key, entry] of windows) flush(key, entry);
  });
  /** True when this failure should be logged in full. */
  return (error: Error): boolean => {
    // As the log would show it (no query parameters: they may be personal data).
    const logged = errorForLog(error);
    const sample = `${logged.code ? `${logged.code}: ` : ''}${logged.message}`.slice(0, 300);
    const entry = windows.get(sample);
    if (entry && now() - entry.start < REPEAT_WINDOW_MS) {
      entry.more += 1;
      return false;
    }
    if (entry) flush(sample, entry);
    windows.set(sample, { start: now(), more: 0, sample });
    return true;
  };
}

/** One error handler for the whole API: the envelope, the right status, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  const firstOfItsKind = repeatSummary(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: Envelope = { success: false, code: 'internal', message: 'Something went wrong on our side. Please try again.' };

    if (error instanceof AppError) {
      status = error.status;
      body = { success: false, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      if (error.headers) void reply.headers(error.headers);
    } else if (Array.isArray(error.validation) && error.validation.length > 0) {
      // The zod schemas' issues and the NUL check's (server/lib/safe-input.ts) alike.
      status = 422;
      body = { success: false, code: 'validation.failed', message: 'The given data was invalid.', errors: fieldErrors(error, error.validation) };
    } else if (isResponseSerializationError(error)) {
      status = 500;
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const known = FASTIFY_CODES[error.code]!;
      status = known.status;
      body = { success: false, code: known.code, message: known.message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, code: 'rate_limited', message: 'Too many requests. Please wait and try again.' };
    } else if (error instanceof SyntaxError && error.statusCode === 400) {
      status = 400;
      body = { success: false, code: 'request.malformed', message: 'The request body could not be parsed.' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, code: 'request.invalid', message: error.message };
    }

    if (status >= 500) {
      if (firstOfItsKind(error)) request.log.error({ err: error }, 'request failed');
    } else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a bad or doubled Content-Length, both
 * Content-Length and `Transfer-Encoding: chunked`, a broken request line, headers too large): answered in
 * the envelope on the raw socket, then the connection is closed, since its framing can no longer be
 * trusted. Fastify's `clientErrorHandler` option; `this` is the app (for the log).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body: Envelope = { success: false, code: 'request.malformed', message: 'The request could not be parsed as HTTP.' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = { success: false, code: 'request.invalid', message: 'The request took too long to arrive.' };
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = { success: false, code: 'request.too_large', message: 'The request headers are too large.' };
  }
  this.log.info({ code: body.code, status, parser: error.code }, 'request rejected');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/**
 * Errors Fastify's router raises before any route runs (a URL that is not valid percent-encoding, a path
 * parameter over the length limit): the envelope instead of Fastify's own body. Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const body: Envelope = { success: false, code: 'request.malformed', message: status === 414 ? 'The URL is too long.' : 'The URL is not valid.' };
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}
