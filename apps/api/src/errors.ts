import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorResponse } from '@zaplecze/contract/common/error-response';
import { genericMessages, statusForCode, type ErrorCode } from '@zaplecze/contract/common/errors';

// Checks without a message of their own (wrong type, unknown enum value) answer in Polish too.
z.config(z.locales.pl());

/** The one error type services throw; the handler below turns it into `{ error: { code, message, fields } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  get status(): number {
    return statusForCode(this.code);
  }
}

export const notFound = (message: string = genericMessages.notFound) => new AppError('NOT_FOUND', message);

export const validationFailed = (
  fields: Record<string, string>,
  message: string = genericMessages.validation,
) => new AppError('VALIDATION_FAILED', message, fields);

function body(code: string, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own client-error codes, mapped to our codes and Polish messages. */
const fastifyClientErrors: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', genericMessages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', genericMessages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', genericMessages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', genericMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', genericMessages.invalidJson],
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', genericMessages.unsupportedMediaType],
  FST_PROTO_VIOLATION: ['BAD_REQUEST', genericMessages.invalidMultipart],
  FST_INVALID_JSON_FIELD_ERROR: ['BAD_REQUEST', genericMessages.invalidMultipart],
  FST_MP_PREMATURE_CLOSE: ['BAD_REQUEST', genericMessages.invalidMultipart],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', genericMessages.payloadTooLarge],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', genericMessages.payloadTooLarge],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', genericMessages.payloadTooLarge],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', genericMessages.payloadTooLarge],
};

/**
 * The multipart parser (busboy) rejects a missing or wrong boundary and an unterminated part with
 * plain errors that carry neither code nor status; they are the client's fault, not ours.
 */
const multipartParseError = /^Multipart: |multipart data|^Boundary required|^The needle /i;
/**
 * PostgreSQL's class 22 (data exception: a value it cannot store or convert) comes from what a
 * client sent once validation let it through, e.g. NUL hidden in a JSON text inside a parameter.
 * It is a bad request, not a server fault; the input guard and the contract catch the known cases.
 */
function isDataException(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause && depth < 3; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const isMultipart = (contentType: string | undefined) => /^multipart\//i.test(contentType ?? '');

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        fields[key] ??= issue.message ?? genericMessages.validation;
      }
      return reply.status(400).send(body('VALIDATION_FAILED', genericMessages.validation, fields));
    }
    const mapped = error.code ? fastifyClientErrors[error.code] : undefined;
    if (mapped) return reply.status(statusForCode(mapped[0])).send(body(mapped[0], mapped[1]));
    if (
      !error.statusCode &&
      isMultipart(request.headers['content-type']) &&
      multipartParseError.test(error.message)
    ) {
      request.log.info({ err: error }, 'malformed multipart');
      return reply.status(400).send(body('BAD_REQUEST', genericMessages.invalidMultipart));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED', genericMessages.rateLimited));
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(body('BAD_REQUEST', genericMessages.validation));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send(body('VALIDATION_FAILED', genericMessages.validation));
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send(body('INTERNAL', `${genericMessages.internal} (identyfikator: ${request.id})`));
  });
}
