import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import * as calls from '@betsite/contract/calls/bonus';
import * as bo from '@betsite/contract/calls/backoffice';
import type { AppDeps } from '../../deps.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { BONUS_TEXT } from '@betsite/contract/bonus-messages';
import { requireAuth } from '../../platform/auth.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import type { CampaignRow } from './service.ts';
import { perPlayer, perSession } from '../../platform/session-rate-limits.ts';
import type { Services } from '../../services.ts';

const tags = ['bonus'];
const campaignOut = (c: CampaignRow) => ({
  id: c.id,
  name: c.name,
  code: c.code,
  trigger: c.trigger,
  family: c.family,
  amount: c.amount,
  percent: c.percent,
  wagerTimes: c.wagerTimes,
  validDays: c.validDays,
  nSpin: c.nSpin,
  listed: c.listed,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
  endedAt: c.endedAt?.toISOString() ?? null,
});

/** Promozioni e Bonus (document 3 §7, the 9 bonus calls) and the operator's campaign API. */
export const bonusRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.bonus;
    const auth = requireAuth(deps.sessions);
    const operator = requirePermission(deps, 'bonuses.manage');
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;

    const player = { tags, preValidation: auth };

    await callRoute(app, calls.V3_GetPromoBonusList, player, async (req) => ok(await service.promotions(user(req), req.body)));
    await callRoute(app, calls.V3_CheckBonusPrimaRicarica, { ...player, rateLimit: perSession(30) }, async (req) =>
      ok(await service.checkPrimaRicarica(user(req))),
    );
    await callRoute(app, calls.EL_GetBonus, player, async (req) => ok(await service.list(user(req), ['bonus'])));
    await callRoute(app, calls.EL_GetAllFunBonus, player, async (req) => ok(await service.list(user(req), ['funbonus'])));
    // Free spins and free bets exist only with the BonusFreeSpin_Attivo module (document 3 §2): without
    // it the server lists none, as the page shows no tab for them.
    const entitlements = (type: 'freespin' | 'freebet') => async (req: { auth: { userId: number } | null }) =>
      ok((await deps.site.module('BonusFreeSpin_Attivo')) ? await service.list(user(req), [type]) : []);
    await callRoute(app, calls.EL_GetAllFreeSpin, player, entitlements('freespin'));
    await callRoute(app, calls.EL_GetAllFreeBet, player, entitlements('freebet'));
    await callRoute(app, calls.EL_GetUserBonusReactive, player, async (req) => ok(await service.summary(user(req))));
    // A guessed promo code is worth money: a few tries a minute per session.
    await callRoute(app, calls.RedeemBonus, { ...player, rateLimit: perPlayer(deps.sessions, 10) }, async (req) =>
      envelope(await service.redeem(user(req), req.query.bonusCode), BONUS_TEXT.redeemOk),
    );
    await callRoute(app, calls.EL_CancelFunBonus, { ...player, rateLimit: perSession(30) }, async (req) =>
      envelope(await service.cancelFunBonus(user(req), req.query.bonusId)),
    );

    // Operator API: campaigns are data (the back office's Bonus screen).
    const admin = { tags: ['bonus (operatori)'], preValidation: operator };
    await callRoute(app, bo.BonusCampaigns, admin, async () => ok((await service.campaigns()).map(campaignOut)));
    await callRoute(app, bo.BonusCampaignCreate, admin, async (req) => {
      const row = await service.createCampaign(
        user(req),
        req.body,
        services.audit.within(req, (c: CampaignRow) => ({
          action: 'bonus.campaign.create',
          target: `campaign:${c.id}`,
          after: campaignOut(c),
        })),
      );
      return ok(campaignOut(row));
    });
    await callRoute(app, bo.BonusCampaignEnd, admin, async (req) => {
      const row = await service.endCampaign(
        req.body.id,
        services.audit.within(req, (c: CampaignRow) => ({ action: 'bonus.campaign.end', target: `campaign:${c.id}`, after: campaignOut(c) })),
      );
      return ok(campaignOut(row));
    });
    await callRoute(app, bo.BonusGrant, admin, async (req) => {
      const outcome = await service.operatorGrant(
        req.body.campaignId,
        req.body.username,
        services.audit.within(req, (granted: { id: number; userId: number; type: string }) => ({
          action: 'bonus.grant',
          targetUserId: granted.userId,
          target: `campaign:${req.body.campaignId}`,
          after: { username: req.body.username, result: { bonusId: granted.id, type: granted.type } },
        })),
      );
      return envelope(outcome);
    });
  };
