import { formatCents } from '@betsite/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { z } from '@betsite/contract/zod';
import * as calls from '@betsite/contract/calls/games-sandbox';
import { GAMES_SANDBOX_CODES as C } from '@betsite/contract/games-sandbox';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { Services } from '../../services.ts';
import { cryptoRng, esitoOfOutcome, markLines, sandboxCashoutOffer, sandboxOutcome, sandboxResult, sandboxTicket, toOutcomeRow } from './sandbox.ts';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_TEXT } from '@betsite/contract/play-limits-texts';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import type { OpenTicketResult, TicketDetail } from './port.ts';

export const SANDBOX_TEXT = {
  insufficient: 'Saldo insufficiente',
  notAllowed: 'Il tuo conto non può effettuare giocate',
  conflict: 'Giocata già registrata',
  notFound: 'Giocata non trovata',
  settled: 'La giocata è già stata chiusa',
  invalid: 'Dati della giocata non validi',
} as const;
const S = SANDBOX_TEXT;

/** The Italian reason of a refused ticket (the limits' texts name what is left). */
function refusalText(r: OpenTicketResult & { ok: false }): string {
  switch (r.reason) {
    case 'insufficient_funds':
      return S.insufficient;
    case 'not_allowed':
      return S.notAllowed;
    case 'conflict':
      return S.conflict;
    case 'spend_limit':
      return PLAY_LIMIT_TEXT.spendReached(euroLimit(r.left));
    case 'time_limit':
      return PLAY_LIMIT_TEXT.timeReached;
    case 'first_access':
      return FIRST_ACCESS_TEXT.blocked;
    default:
      return S.invalid;
  }
}

/**
 * The game platforms' tester (docs/games.md), behind GAMES_SANDBOX: a logged-in player places a
 * ticket on any sandbox platform, then settles it or cashes it out, and sees it in the statement
 * and the bet list. It drives the same port a real platform would.
 */
export const gamesSandboxRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const port = services.gameLedger;
    const bets = services.bets;
    const auth = requireAuth(deps.sessions);
    const hide = { hide: true, tags: ['sandbox'] };
    const tester = { tags: ['sandbox'], hide: true, preValidation: auth } as const;

    await callRoute(app, calls.Play, tester, async (req) => {
      const now = deps.clock.now();
      const serial = `${now.getTime().toString().slice(-9)}${Math.floor(cryptoRng() * 1e6)
        .toString()
        .padStart(6, '0')}`;
      const spec = sandboxTicket(cryptoRng, req.body, serial, now);
      const { outcomes, ...input } = spec;
      const r = await port.openTicket({ ...input, userId: req.auth!.userId });
      if (!r.ok) return fail(C.REFUSED, refusalText(r));
      await bets.recordOutcomes(outcomes.map(toOutcomeRow));
      if (input.platform === 'sport' && !input.fun) await port.offerCashout(input.code, sandboxCashoutOffer(cryptoRng, r.ticket));
      return ok({ code: r.ticket.code, stake: r.ticket.stake });
    });

    await callRoute(app, calls.Settle, tester, async (req) => {
      const t = await bets.ownTicket(req.auth!.userId, req.body.code);
      if (!t) return fail(C.REFUSED, S.notFound);
      const pick = req.body.outcome === 'random' ? sandboxResult(cryptoRng, t) : null;
      const outcome = pick?.outcome ?? (req.body.outcome as 'won' | 'lost' | 'refunded' | 'void');
      const payout = pick?.payout ?? req.body.payout ?? (outcome === 'won' ? Math.max(t.potentialWin, t.stake * 2) : 0);
      // A sport ticket's lines read as the outcome chosen (a refund: every line void at 1,00).
      const sport = (t.detail as TicketDetail | null)?.sport ? (structuredClone(t.detail) as TicketDetail) : null;
      const detail = pick?.detail ?? (sport ? markLines(sport, esitoOfOutcome(outcome)) : undefined);
      const r = await port.settleTicket({ code: t.code, outcome, payout, ...(detail ? { detail } : {}) });
      if (!r.ok) return fail(C.NOT_SETTLED, r.reason === 'already_settled' ? S.settled : S.invalid);
      return ok({ code: t.code, status: r.ticket.status, payout: r.ticket.payout });
    });

    // The sandbox Gratta e Vinci platform's receipt page (ricevutaUrl): the replay token is the credential.
    app.get(
      '/sandbox/games/gv/ricevuta/:code',
      {
        schema: {
          ...hide,
          params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,40}$/) }),
          querystring: z.object({ token: z.string().max(64).default('') }),
        },
      },
      async (req, reply) => {
        const t = await port.find(req.params.code.toUpperCase());
        const gv = (t?.detail as { gv?: { replayData: { token: string; concorso: string; idtransazione: string } } } | undefined)?.gv;
        reply.type('text/html; charset=utf-8');
        if (!t || !gv || gv.replayData.token !== req.query.token) return reply.status(404).send(receiptPage('Ricevuta non trovata', []));
        return receiptPage(`Ricevuta ${escapeHtml(t.code)}`, [
          ['Gioco', t.giocoDescr],
          ['Concorso', gv.replayData.concorso],
          ['Transazione', gv.replayData.idtransazione],
          ['Importo', formatCents(t.stake)],
          ['Vincita', formatCents(t.payout)],
        ]);
      },
    );

    // The sportsbook's answers to a purchase that do not open a ticket (refused, counter-offer, expired,
    // error, trader's or system review): the tester sees the notification the player would get.
    await callRoute(app, calls.PurchaseEvent, tester, async (req) => {
      const ref = `PA${deps.clock.now().getTime()}${Math.floor(cryptoRng() * 1e6)}`;
      const r = await port.reportPurchase({ userId: req.auth!.userId, purchaseRef: ref, ...req.body });
      return r.ok ? ok({ purchaseRef: ref }) : fail(C.REFUSED, S.invalid);
    });

    await callRoute(app, calls.Reserve, tester, async (req) => {
      const now = deps.clock.now();
      const outs = [sandboxOutcome(cryptoRng, new Date(now.getTime() + 86_400_000)), sandboxOutcome(cryptoRng, new Date(now.getTime() + 2 * 86_400_000))];
      await bets.recordOutcomes(outs.map(toOutcomeRow));
      const ref = `PR${now.getTime()}${Math.floor(cryptoRng() * 1e6)}`;
      const r = await port.reserve({
        platformRef: ref,
        userId: req.auth!.userId,
        shortCode: ref.slice(-6),
        crediti: 500,
        isSystem: false,
        detail: outs.map((o) => ({ OutcomeId_hash: o.hash, Fissa: false })),
      });
      return r.ok ? ok({ Id: r.reservation.id }) : fail(C.REFUSED, S.invalid);
    });
  };

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
function receiptPage(title: string, rows: [string, string][]): string {
  const body = rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#15211c}th{text-align:left;padding:.3rem 1rem .3rem 0;color:#55635d}</style></head>
<body><main><h1>${title}</h1><p>Sandbox Gratta e Vinci</p>${body ? `<table>${body}</table>` : ''}</main></body></html>`;
}
