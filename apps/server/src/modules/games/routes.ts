import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { BETS_CODES as C, ZLotteryDetailResponse, ZTicketQuery } from '@betsite/contract/bets';
import * as calls from '@betsite/contract/calls/bets';
import * as statementCalls from '@betsite/contract/calls/statement';
import type { AppDeps } from '../../deps.ts';
import { gamesSandboxEnabled } from '../../config.ts';
import { bearerToken, requireAuth } from '../../platform/auth.ts';
import { HttpError } from '../../platform/errors.ts';
import { envelope, isRefusal } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { PRINT_TOKEN_TTL_MS } from './print-token.ts';
import type { Services } from '../../services.ts';
import { sandboxGamePlatform } from './sandbox.ts';
import type { GamePlatformAdapter } from './port.ts';
import { API } from '@betsite/contract/api-paths';
import { perSession } from '../../platform/session-rate-limits.ts';
import { feedEventRows, sportFeedOf } from '../sportsbook/event-rows.ts';

const tags = ['bets'];
/**
 * Statement, bet lists, ticket details, reservations, cash-out and print (document 3 §7). Every
 * call reads only the caller's own rows: another player's ticket id answers like a missing one.
 */
export const betsRoutes =
  (deps: AppDeps, services: Services, platform: GamePlatformAdapter = sandboxGamePlatform): FastifyPluginAsyncZod =>
  async (app) => {
    const reader = services.bets;
    const sportFeed = sportFeedOf(deps);
    const port = services.gameLedger;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;

    const own = { tags, preValidation: auth };
    await callRoute(app, statementCalls.EL_GetEstrattoConto, own, async (req) => ok(await reader.statement(user(req), req.query.dateda, req.query.datea)));
    await callRoute(app, calls.EL_GetElencoGiocate, own, async (req) => ok(await reader.betList(user(req), false, req.query)));
    await callRoute(app, calls.EL_GetElencoGiocateFun, own, async (req) => ok(await reader.betList(user(req), true, req.query)));
    await callRoute(app, calls.EL_dettaglio_ticket_psqf, own, async (req) => envelope(await reader.sportDetail(user(req), req.query.idTicket)));
    await callRoute(app, calls.EL_getInfoTicketCash, own, async (req) => envelope(await reader.cashInfo(user(req), req.query.idTicket)));
    await callRoute(app, calls.EL_GetGrattaVinci_Dettagli, own, async (req) => envelope(await reader.gvDetail(user(req), req.query.ticket)));
    await callRoute(app, calls.EL_Lotterie_Dettagli, own, async (req) => envelope(await reader.lotteryDetail(user(req), req.query.ticket, req.query.type)));
    // Not a defined call (the web does not make it): still written by hand.
    app.get(
      API.Account.EL_LottoNazionale_Dettagli,
      { schema: { tags, querystring: ZTicketQuery, response: { 200: ZLotteryDetailResponse } }, preValidation: auth },
      async (req) => envelope(await reader.lotteryDetail(user(req), req.query.ticket, null)),
    );
    await callRoute(app, calls.EL_LoadTicketPSQF, own, async (req) => envelope(await reader.casinoLine(user(req), req.query.idTicket, req.query.gameId)));

    await callRoute(app, calls.GetBetsReserved, own, async (req) => ok(await reader.reservations(user(req), req.query.skip, req.query.take)));
    await callRoute(app, calls.DeleteBetReserved, { ...own, rateLimit: perSession(60) }, async (req) =>
      (await reader.deleteReservation(user(req), req.query.Id)) ? ok(true, T.reservationDeleted) : fail(C.NOT_FOUND, T.reservationNotFound, false),
    );
    // The sportsbook's schedule is public: no session needed to read event rows.
    await callRoute(app, calls.GetEventRows, { tags, rateLimit: { max: 120, timeWindow: '1 minute' } }, async (req) => {
      const stored = await reader.eventRows(req.body.outcomes);
      // The schedule's own hashes (docs/sportsbook.md) answer from the sport feed.
      const known = new Set(stored.map((r) => r.OutcomeId_hash));
      const asked = [...new Set(req.body.outcomes.split(',').map((h) => h.trim()))].filter((h) => !known.has(h)).slice(0, 100);
      return ok([...stored, ...feedEventRows(sportFeed, asked, deps.clock.now())]);
    });

    // The sportsbook's own tickets are priced from the feed when the list is read (docs/sportsbook.md "Cash Out").
    await callRoute(app, calls.CashoutableTicketList_New, own, async (req) => {
      await services.sportCashout.refresh(user(req), deps.clock.now());
      return ok({ tks: await reader.cashoutList(user(req)) });
    });
    // Not in the legacy list (docs/decisions.md): the cash-out itself, at the platform's current offer.
    // A sportsbook ticket's offer is priced again first: an amount the prices no longer give is 'changed'.
    await callRoute(app, calls.Cashout, { ...own, rateLimit: perSession(30) }, async (req) => {
      const now = deps.clock.now();
      await services.sportCashout.refresh(user(req), now, req.body.id);
      const r = await port.cashout(
        user(req),
        req.body.id,
        req.body.amnc,
        async (t, amount) => services.sportCashout.confirm(t, amount, now) ?? platform.confirmCashout(t, amount),
      );
      if (r === 'ok') return ok({ id: req.body.id, amnc: req.body.amnc }, T.cashoutDone);
      if (r === 'not_found') return fail(C.NOT_FOUND, T.ticketNotFound);
      if (r === 'changed') return fail(C.CASHOUT_CHANGED, T.cashoutChanged);
      if (r === 'refused') return fail(C.CASHOUT_REFUSED, T.cashoutRefused);
      return fail(C.SETTLED, T.cashoutSettled);
    });

    // Open route of the print page: the player's session as the bearer token, or a print token from
    // TicketPrintToken as the auth query parameter (one use, that ticket only); a session token in the URL is refused.
    await callRoute(app, calls.TicketPrint, { tags, rateLimit: { max: 60, timeWindow: '1 minute' } }, async (req) => {
      // The link's token first: a shared link opened by someone signed in shows the sharer's ticket.
      const token = bearerToken(req);
      const userId =
        (req.query.auth ? await reader.usePrintToken(req.query.id, req.query.auth) : null) ??
        (token ? ((await deps.sessions.authenticate(token, 'player'))?.userId ?? null) : null);
      if (userId === null) throw new HttpError(401, T.printAuth);
      return envelope(await reader.print(userId, req.query.id), null, (print) => ({ BettingPrint: print }));
    });
    await callRoute(app, calls.TicketPrintToken, { ...own, rateLimit: perSession(30) }, async (req) => {
      // Only for a ticket of the player's own: another's answers like a missing one.
      const print = await reader.print(user(req), req.body.id);
      if (isRefusal(print)) return fail(print.code, print.message);
      if (req.body.Condivisione) return ok({ PrintToken: await reader.issueShareToken(user(req), req.body.id), ScadenzaSecondi: 0 });
      const PrintToken = await reader.issuePrintToken(user(req), req.body.id);
      return ok({ PrintToken, ScadenzaSecondi: PRINT_TOKEN_TTL_MS / 1000 });
    });

    if (gamesSandboxEnabled(deps.config)) await app.register((await import('./sandbox-routes.ts')).gamesSandboxRoutes(deps, services));
  };
