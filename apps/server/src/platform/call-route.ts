import type {
  FastifySerializerCompiler,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from '@betsite/contract/zod';
import { ZEnvelope, type TEnvelope } from '@betsite/contract/envelope';
import type { Call, CallSpec } from '@betsite/contract/calls/define-call';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route was built from (`<group>.<call>`), set by `callRoute` only. */
    call?: string;
  }
}

/** The app inside a `FastifyPluginAsyncZod` plugin. */
type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call's spec, whatever its schemas
type DefinedCall = Call & CallSpec<any, any, z.ZodType, number, any, any>;
type Loaded<L> = L extends () => Promise<infer S> ? S : undefined;
type QueryOf<D> = D extends { query?: infer L } ? Loaded<NonNullable<L>> : undefined;
type BodyOf<D> = D extends { body?: infer L } ? Loaded<NonNullable<L>> : undefined;
type ParamsOf<D> = D extends { params?: infer L } ? Loaded<NonNullable<L>> : undefined;
type DataOf<D> = D extends { response: () => Promise<infer S extends z.ZodType> } ? S : never;
type RefusedOf<D> = D extends { refused?: infer L } ? (Loaded<NonNullable<L>> extends infer S extends z.ZodType ? S : never) : never;

/** The route schema a call gives Fastify (validation of path parameters, query and body, the answer's serialisation, OpenAPI). */
type SchemaOf<D> = { params: ParamsOf<D>; querystring: QueryOf<D>; body: BodyOf<D>; response: { 200: z.ZodType } };
/** The request a call's handler receives: path parameters, query and body typed (and already validated) from the definition. */
export type CallRequest<D> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, SchemaOf<D>, ZodTypeProvider>;
/**
 * What a call's handler answers: the legacy envelope of its response data (or of its refusal's data);
 * for a call declared with `envelope: false`, its whole body.
 */
export type CallAnswer<D> = D extends { envelope: false } ? z.input<DataOf<D>> : TEnvelope<z.input<DataOf<D>> | z.input<RefusedOf<D>>>;

export interface CallRouteOptions {
  /** OpenAPI tags. */
  tags: readonly string[];
  /**
   * Who may call it, settled before the input is looked at: `requireAuth` (a player's session) or,
   * for an operator call, `requirePermission(deps, '<permission>')` (platform/operator-guard.ts: a
   * two-factor back-office session whose operator has the permission, 401/403 otherwise).
   */
  preValidation?: preValidationHookHandler;
  rateLimit?: RateLimitOptions;
  /** Left out of the OpenAPI document (the sandbox testers' calls). */
  hide?: true;
  /** The answer's own serializer instead of the schema's (the balance's integers, platform/integer-body.ts). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  /** False: the answer is never compressed (a body of a few bytes). */
  compress?: false;
}

/**
 * Registers the route of a contract call (packages/contract/src/calls) from its definition (issue 37):
 * method, path, the query and body schemas Fastify validates with, and the answer's schema — the
 * legacy envelope around the call's response data — that serialises it and documents it in OpenAPI.
 * The route only adds what is the server's own: who may call it (`preValidation`), its rate limit,
 * and the handler.
 *
 * The answer's `ResponseCode` must be 0 or one of the codes the definition declares (what the web
 * client types its refusals with): outside production an undeclared code is logged as an error, and
 * under test it fails the request so the test that reached it fails too.
 *
 * A call declared with `envelope: false` (a legacy answer that is not the envelope) is answered as
 * its response schema says, whole, and its codes are its body's own business: nothing is checked.
 * Its handler may answer without a promise (fastify sends a plain value: the balance, from memory).
 */
export async function callRoute<D extends DefinedCall>(
  app: ZodApp,
  def: D,
  options: CallRouteOptions,
  handler: (req: CallRequest<D>, reply: FastifyReply) => Promise<CallAnswer<D>> | (D extends { envelope: false } ? CallAnswer<D> : never),
): Promise<void> {
  const [params, querystring, body, data, refused] = await Promise.all([def.params?.(), def.query?.(), def.body?.(), def.response(), def.refused?.()]);
  const declared = new Set<number>([0, ...def.codes]);
  // Read from the process, not the config: the rule is about the build being tested, not the site's settings.
  const enveloped = def.envelope !== false;
  const strict = enveloped && process.env.NODE_ENV !== 'production';
  const fatal = process.env.NODE_ENV === 'test';
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      tags: [...options.tags],
      ...(options.hide ? { hide: true } : {}),
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      response: { 200: enveloped ? ZEnvelope(refused ? z.union([data, refused]) : data) : data },
    },
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    ...(options.compress === false ? { compress: false } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    config: { call: def.name, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(strict
      ? {
          preSerialization: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            const code = (payload as { ResponseCode?: unknown } | null)?.ResponseCode;
            if (reply.statusCode !== 200 || typeof code !== 'number' || declared.has(code)) return payload;
            req.log.error({ call: def.name, code }, 'answer with a code the call does not declare');
            if (fatal) throw new Error(`${def.name} answered ${code}, not among its declared codes`);
            return payload;
          },
        }
      : {}),
    handler: handler as never,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /path` → the contract call the route was built from (undefined for a route written by hand). */
    routeCalls: Map<string, string | undefined>;
  }
}

/** Records, for every route as it is registered, the call it was built from: call-route.test.ts checks every defined call against it. */
export function recordRouteCalls(app: FastifyInstance): void {
  app.decorate('routeCalls', new Map<string, string | undefined>());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeCalls.set(`${method} ${route.url}`, route.config?.call);
  });
}
