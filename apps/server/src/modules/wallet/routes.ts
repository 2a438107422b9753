import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { ZCookieQuery, ZGetSaldoResponse } from '@betsite/contract/payments';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { API } from '@betsite/contract/api-paths';

/** GET api/Account/GetSaldo: soldi = cash + bonus, prelevabile = cash, read from the ledger (docs/ledger.md). */
export const walletRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireAuth(deps.sessions);
    app.get(
      API.Account.GetSaldo,
      { schema: { tags: ['wallet'], querystring: ZCookieQuery, response: { 200: ZGetSaldoResponse } }, preValidation: auth },
      async (req) => {
        const b = await deps.balances.get(req.auth!.userId);
        return ok({ soldi: b.saldo, prelevabile: b.prelevabile });
      },
    );
  };
