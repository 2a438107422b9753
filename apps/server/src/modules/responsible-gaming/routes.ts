import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '@betsite/contract/envelope';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { perSession } from '../../platform/session-rate-limits.ts';
import * as calls from '@betsite/contract/calls/gioco-consapevole';
import * as rgCalls from '@betsite/contract/calls/responsible-gaming';
import * as realityCalls from '@betsite/contract/calls/reality-check';
import { FIRST_ACCESS_TEXT } from '@betsite/contract/play-limits';
import { REALITY_CHECK_TEXT } from '@betsite/contract/play-insights';
import { insights } from './insights.ts';
import type { Services } from '../../services.ts';

const tags = ['responsible-gaming'];
const itDate = (d: Date) => d.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });
/** Saving is rare by nature; this only stops a client hammering the calls (per session: the app's key). */
const saveLimit = perSession(20);

/** Responsible-gaming calls (document 2 §7), each route from its definition (contract/calls/gioco-consapevole.ts and others). */
export const responsibleGamingRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.responsibleGaming;
    const auth = requireAuth(deps.sessions);
    const play = services.playLimits;
    const firstAccess = services.firstAccess;
    const reality = services.realityCheck;

    const saving = { tags, preValidation: auth, rateLimit: saveLimit };
    /** A saved limit's text: saved, or when a raise takes effect. */
    const savedText = ({ raiseFrom }: { raiseFrom: Date | null }) => (raiseFrom ? RG_TEXT.increasePending(itDate(raiseFrom)) : RG_TEXT.saved);

    await callRoute(app, calls.EL_GetLimitazioniDeposito, { tags, preValidation: auth }, async (req) => ok(await service.limits(req.auth!.userId)));
    await callRoute(app, calls.SaveLimitazione, saving, async (req) =>
      envelope(await service.saveLimit(req.auth!.userId, req.body), savedText, ({ limit }) => limit),
    );
    await callRoute(app, calls.GetLimitiGioco, { tags, preValidation: auth }, async (req) => ok(await play.limits(req.auth!.userId)));
    await callRoute(app, calls.SaveLimiteGioco, saving, async (req) => envelope(await play.save(req.auth!.userId, req.body), savedText, ({ limit }) => limit));
    await callRoute(app, calls.GetPrimoAccesso, { tags, preValidation: auth }, async (req) => ok(await firstAccess.status(req.auth!.userId)));
    await callRoute(app, calls.CompletaPrimoAccesso, saving, async (req) => {
      await firstAccess.complete(req.auth!.userId, req.body);
      return ok(null, FIRST_ACCESS_TEXT.done);
    });
    await callRoute(app, realityCalls.GetPromemoriaSessione, { tags, preValidation: auth }, async (req) =>
      ok(await reality.status(req.auth!.userId, req.auth!.sessionId)),
    );
    await callRoute(app, calls.SavePromemoriaSessione, saving, async (req) => {
      const data = await reality.save(req.auth!.userId, req.auth!.sessionId, req.body.minuti);
      return ok(data, REALITY_CHECK_TEXT.saved(data.minuti));
    });
    await callRoute(app, realityCalls.ContinuaPromemoriaSessione, saving, async (req) =>
      envelope(await reality.proceed(req.auth!.userId, req.auth!.sessionId)),
    );
    await callRoute(app, calls.GetAndamentoGioco, { tags, preValidation: auth }, async (req) => ok(await insights(deps, req.auth!.userId, req.query.periodo)));
    await callRoute(app, rgCalls.GetTipiAutoesclusioneTrasversale, { tags, preValidation: auth }, async (req) =>
      ok(await service.exclusionTypes(req.auth!.userId)),
    );
    await callRoute(app, calls.SaveEsclusione, saving, async (req) =>
      envelope(await service.saveExclusion(req.auth!.userId, req.body), RG_TEXT.exclusionSaved),
    );
  };
