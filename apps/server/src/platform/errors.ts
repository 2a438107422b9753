import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_TEXT } from '@betsite/contract/http-messages';

/**
 * An error that maps to an HTTP status with an Italian message (never a stack). With a `field`, it
 * is a rule beyond the static schema that failed for that field: the same 400 shape as a schema
 * violation (`errors: [{ field, message }]`), so the client marks the field the same way.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly field?: string,
  ) {
    super(message);
  }
}
export const unauthorized = () => new HttpError(401, HTTP_TEXT.unauthorized);
export const notFound = (msg: string = HTTP_TEXT.notFound) => new HttpError(404, msg);
export const forbidden = (msg: string = HTTP_TEXT.forbidden) => new HttpError(403, msg);
/** A bad field found by a rule the static schema cannot express (custom mobile pattern, check character). */
export const fieldError = (field: string, message: string) => new HttpError(400, message, field);

/**
 * Errors Fastify's router answers before any route or hook runs (an address with broken
 * %-encoding, a path segment past the router's length limit): the same Italian envelope as every
 * other error, and the address is not echoed back.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ ResponseCode: -404, ResponseMessage: HTTP_TEXT.notFound, ResponseData: null });
    return;
  }
  void reply.status(400).send({ ResponseCode: -400, ResponseMessage: HTTP_TEXT.badUrl, ResponseData: null });
}

/**
 * Schema violations → 400 with one Italian message per field; known errors keep their status;
 * anything unexpected → 500 with a generic Italian text and the request id, logged in full.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field:
          [v.instancePath.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('') ||
          String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? ''),
        message: v.message ?? HTTP_TEXT.badRequest,
      }));
      return reply.status(400).send({ ResponseCode: -400, ResponseMessage: errors[0]?.message ?? HTTP_TEXT.badRequest, ResponseData: null, errors });
    }
    if (error instanceof HttpError) {
      const errors = error.field === undefined ? undefined : [{ field: error.field, message: error.message }];
      return reply.status(error.statusCode).send({ ResponseCode: -error.statusCode, ResponseMessage: error.message, ResponseData: null, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ ResponseCode: -429, ResponseMessage: HTTP_TEXT.tooManyRequests, ResponseData: null });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large…: the client's fault, said in Italian
      // (a body too large or of a type no call reads has no field to point at).
      const message = status === 413 ? HTTP_TEXT.tooLarge : status === 415 ? HTTP_TEXT.unsupportedType : HTTP_TEXT.badRequest;
      return reply.status(status).send({ ResponseCode: -status, ResponseMessage: message, ResponseData: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ ResponseCode: -500, ResponseMessage: HTTP_TEXT.internal(request.id), ResponseData: null, requestId: request.id });
  });
}
