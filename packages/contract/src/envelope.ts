import { z } from './zod.ts';

/**
 * The legacy envelope: business outcomes travel as HTTP 200 with a ResponseCode
 * (0 = success, negative codes as the specification lists).
 */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    ResponseCode: z.number().int(),
    ResponseMessage: z.string().nullable(),
    ResponseData: data.nullable(),
  });

export type TEnvelope<T> = { ResponseCode: number; ResponseMessage: string | null; ResponseData: T | null };

export const ok = <T>(data: T, message: string | null = null): TEnvelope<T> => ({
  ResponseCode: 0,
  ResponseMessage: message,
  ResponseData: data,
});

export const fail = <T = null>(code: number, message: string, data: T | null = null): TEnvelope<T> => ({
  ResponseCode: code,
  ResponseMessage: message,
  ResponseData: data,
});

/** Body of every HTTP 400/401/404/429/500 answer: an Italian message, per-field errors for 400. */
export const ZHttpError = z.object({
  ResponseCode: z.number().int(),
  ResponseMessage: z.string(),
  ResponseData: z.null(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type THttpError = z.infer<typeof ZHttpError>;
