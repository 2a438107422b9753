/**
 * Issue 37, "one definition per call": the server registers each contract call's route from the
 * definition (packages/contract/src/calls), so method, path, validation, the answer's schema and
 * OpenAPI cannot drift from what the web client is typed with.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ok, fail } from '@betsite/contract/envelope';
import { API } from '@betsite/contract/api-paths';
import { z } from '@betsite/contract/zod';
import { call, callsOf } from '@betsite/contract/calls/define-call';
import { groupFiles } from '@betsite/contract/calls/generate-checks';
import { createTestApp, useTestApp } from '../test-support.ts';
import { callRoute, recordRouteCalls } from './call-route.ts';

const t = useTestApp();

/**
 * Defined calls whose route stays written by hand, each with the reason: what
 * `callRoute` cannot express. Keep it short.
 */
const HAND_WRITTEN: Record<string, string> = {
  'profile.UploadDocumenti': "multipart body (the files 'fronte', 'retro'), which a zod body cannot describe; a refused file answers 400 from the handler",
  'backoffice.WithdrawalsCsv': 'the answer is the CSV file (text/csv, an attachment), not the envelope',
  'backoffice.GetDocumento': "the answer is the document's image (its own content type), not the envelope; read by its owner or a reviewing operator",
};

/** The paths of the operator calls (the back office's): every route under them must be built from a definition. */
const OPERATOR_PATH = /^\/api\/(Backoffice|Operator)\/|^\/api\/[A-Za-z]+\/Admin\//;

describe('contract calls on the server', () => {
  it('every defined call is served by a route built from its definition', async () => {
    const defined: { name: string; route: string }[] = [];
    for (const file of await groupFiles()) {
      const mod = (await import(`@betsite/contract/calls/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      for (const c of callsOf(mod)) defined.push({ name: c.name, route: `${c.method} ${c.path}` });
    }
    expect(defined.length).toBeGreaterThan(30);
    const handWritten = defined.filter(({ name }) => name in HAND_WRITTEN);
    // Each single exception is a defined call, still served by a hand-written route.
    for (const name of Object.keys(HAND_WRITTEN)) {
      const d = defined.find((c) => c.name === name);
      expect(d && t.app.routeCalls.has(d.route) && t.app.routeCalls.get(d.route) === undefined, name).toBe(true);
    }
    const wrong = defined
      .filter((d) => !handWritten.includes(d))
      .filter(({ name, route }) => t.app.routeCalls.get(route) !== name)
      .map(({ name, route }) => `${name}: ${route} → ${t.app.routeCalls.get(route) ?? 'written by hand or missing'}`);
    expect(wrong).toEqual([]);
  });

  it('every operator route is a defined call (the back office is typed from the contract too)', () => {
    const operatorRoutes = [...t.app.routeCalls].filter(([route]) => OPERATOR_PATH.test(route.split(' ')[1]!));
    expect(operatorRoutes.length).toBeGreaterThan(30);
    const handWritten = operatorRoutes.filter(([, call]) => call === undefined).map(([route]) => route);
    // The only operator route written by hand is the CSV export, listed above as backoffice.WithdrawalsCsv.
    expect(handWritten).toEqual([`GET ${API.Backoffice.WithdrawalsCsv}`]);
    expect(operatorRoutes.filter(([, call]) => call !== undefined && !call.startsWith('backoffice.'))).toEqual([]);
  });

  it("the OpenAPI document describes a defined call's body and answer from its definition", async () => {
    const docs = await createTestApp({ API_DOCS: true });
    await docs.app.ready();
    const doc = docs.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>> };
    const prelievo = doc.paths['/api/Account/Prelievo']?.post;
    expect(prelievo?.requestBody).toBeDefined();
    expect(JSON.stringify(prelievo?.responses?.['200'])).toContain('ResponseCode');
    // A route built with `hide` (the games tester's, served outside production only) stays out of the document.
    expect(docs.app.routeCalls.get(`POST ${API.sandbox.gamesPlay}`)).toBe('games-sandbox.Play');
    expect(doc.paths[API.sandbox.gamesPlay]).toBeUndefined();
    expect(doc.paths[API.Scommesse.Gioca]?.post?.requestBody).toBeDefined();
    await docs.close();
  });
});

describe('callRoute', () => {
  const Echo = call('test.Echo', undefined, {
    method: 'POST',
    // Any path of the API table: this app has no other route.
    path: API.Account.Prelievo,
    body: async () => z.object({ amount: z.number().int().min(1, { error: 'Importo non valido' }), code: z.number().int() }),
    response: async () => z.object({ amount: z.number().int() }),
    codes: [-7],
  });
  const build = async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    recordRouteCalls(app);
    await app.register(async (scope) =>
      callRoute(scope.withTypeProvider<ZodTypeProvider>(), Echo, { tags: ['test'] }, async (req) =>
        req.body.code === 0 ? ok({ amount: req.body.amount }) : fail(req.body.code, 'Rifiutato'),
      ),
    );
    return app;
  };

  it('validates the body with the definition, answers in the envelope and records the route', async () => {
    const app = await build();
    expect(app.routeCalls.get(`POST ${API.Account.Prelievo}`)).toBe('test.Echo');
    const good = await app.inject({ method: 'POST', url: API.Account.Prelievo, payload: { amount: 5, code: 0, extra: 'x' } });
    expect(good.json()).toEqual({ ResponseCode: 0, ResponseMessage: null, ResponseData: { amount: 5 } });
    const bad = await app.inject({ method: 'POST', url: API.Account.Prelievo, payload: { amount: 0, code: 0 } });
    expect(bad.statusCode).toBe(400);
    const declared = await app.inject({ method: 'POST', url: API.Account.Prelievo, payload: { amount: 5, code: -7 } });
    expect(declared.json()).toEqual({ ResponseCode: -7, ResponseMessage: 'Rifiutato', ResponseData: null });
    await app.close();
  });

  it('refuses, under test, to answer a code the call does not declare (the web client could not type it)', async () => {
    const app = await build();
    const undeclared = await app.inject({ method: 'POST', url: API.Account.Prelievo, payload: { amount: 5, code: -8 } });
    expect(undeclared.statusCode).toBe(500);
    await app.close();
  });

  it('serves a call declared without the envelope with its whole body, as its schema says (no code check)', async () => {
    const Legacy = call('test.Legacy', undefined, {
      method: 'GET',
      path: API.Account.EL_RefreshBalance,
      query: async () => z.object({ n: z.coerce.number().int() }),
      response: async () => z.object({ ErrorCode: z.number().int(), saldo: z.number().int() }),
      codes: [],
      envelope: false,
    });
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    recordRouteCalls(app);
    // A plain value (no promise) is an answer too, e.g. a balance from memory.
    await app.register(async (scope) =>
      callRoute(scope.withTypeProvider<ZodTypeProvider>(), Legacy, { tags: ['test'] }, (req) => ({ ErrorCode: -req.query.n, saldo: 10, extra: 1 })),
    );
    expect(app.routeCalls.get(`GET ${API.Account.EL_RefreshBalance}`)).toBe('test.Legacy');
    const r = await app.inject({ method: 'GET', url: `${API.Account.EL_RefreshBalance}?n=8` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ErrorCode: -8, saldo: 10 });
    await app.close();
  });
});
