import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorCode } from '../../contract/errors';
import { AppError } from '../lib/errors';

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

/** One error handler for the whole API: the envelope, the right status, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
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

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
