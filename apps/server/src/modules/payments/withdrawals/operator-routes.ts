import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as bo from '@betsite/contract/calls/backoffice';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { fail, ok } from '@betsite/contract/envelope';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { WITHDRAWAL_CODES as C } from '@betsite/contract/withdrawals';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../platform/errors.ts';
import { isRefusal } from '../../../platform/outcome.ts';
import { requirePermission } from '../../../platform/operator-guard.ts';
import { callRoute, type CallAnswer } from '../../../platform/call-route.ts';
import type { Services } from '../../../services.ts';
import { formatTicket, parseTicket, type OperatorDecision, type WithdrawalRow } from './service.ts';

const tags = ['withdrawals (operatori)'];

/**
 * The operator's decisions on a pending withdrawal: pay (ConfermaPrelievo, the legacy back-office
 * call) or refuse with a reason (the hold goes back to the player, once: the same conditional
 * UPDATE as every other exit from 'pending'). Each writes its audit row in the same transaction.
 */
export const operatorWithdrawalRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.withdrawals;
    const decide = requirePermission(deps, 'withdrawals.decide');

    const settle = async (
      req: FastifyRequest,
      ticket: string,
      to: 'posted' | 'declined',
      reason?: string,
      provisionalConfirmed = false,
    ): Promise<CallAnswer<typeof bo.ConfermaPrelievo>> => {
      const id = parseTicket(ticket);
      if (id === null) throw notFound(T.notFound);
      const before = await service.find(id);
      if (!before) throw notFound(T.notFound);
      // A payment reads the account's state under a lock in its own transaction (service.decide): a
      // blocked account is refused, a provisional one needs the operator's explicit confirmation, audited.
      const within = services.audit.within(req, ({ row, provisionalConfirmed: confirmed }: OperatorDecision) => ({
        action: to === 'posted' ? 'withdrawal.pay' : 'withdrawal.refuse',
        targetUserId: row.userId,
        target: `withdrawal:${row.id}`,
        before: { status: before.status, amount: before.amount },
        after: { status: row.status, amount: row.amount, reason: row.decisionReason, ...(confirmed ? { provisionalConfirmed: true } : {}) },
      }));
      const done = await service.decide(id, to, `operator:${req.operator!.username}`, { reason, provisionalConfirmed, within });
      if (isRefusal(done)) return fail(done.code, done.message);
      if (!done) return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.withdrawalNotPending);
      const data = { idTicketField: formatTicket(done.row.id), importoField: done.row.amount };
      if (to === 'declined') return ok(data, BACKOFFICE_TEXT.withdrawalRefused);
      // Paid through a provider: its answer, or the reconciliation's later.
      if (done.payout?.state === 'failed') return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.withdrawalProviderRefused(done.payout.description));
      return ok(data, done.payout?.state === 'open' ? BACKOFFICE_TEXT.withdrawalSent : BACKOFFICE_TEXT.withdrawalPaid);
    };

    const admin = { tags, preValidation: decide };
    // Not in the specification: the back-office confirmation that pays a pending withdrawal.
    await callRoute(app, bo.ConfermaPrelievo, admin, async (req) => settle(req, req.body.ticket, 'posted', undefined, req.body.confermaProvvisorio === true));
    // A payout stuck with its provider: ask the provider now, as the reconciliation would; it never
    // forces a state, so it cannot pay twice or refund a payout the provider paid.
    await callRoute(app, bo.VerificaPagamento, admin, async (req) => {
      const id = parseTicket(req.body.ticket);
      const row = id === null ? undefined : await service.find(id);
      if (!row) throw notFound(T.notFound);
      if (!service.payoutOpen(row)) return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.payoutNotOpen);
      const r = await service.checkPayout(row);
      const after = (await service.find(row.id)) ?? row;
      await services.audit.record(req, {
        action: 'withdrawal.payout-check',
        targetUserId: row.userId,
        target: `withdrawal:${row.id}`,
        before: { status: row.status, amount: row.amount },
        after: { status: after.status, error: after.payoutError },
      });
      const data = { idTicketField: formatTicket(row.id), importoField: row.amount };
      if (r.state === 'paid') return ok(data, BACKOFFICE_TEXT.withdrawalPaid);
      if (r.state === 'failed') return ok(data, BACKOFFICE_TEXT.withdrawalProviderRefused(r.description));
      return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.payoutStillOpen);
    });
    // A payout its provider cannot finish (a sum it reports differently, a batch past its retention, no
    // destination left): the operator closes it as the provider's own records say, with the reason,
    // audited. Only after the reconciliation's wait and an error from the provider; once, and never
    // after the provider's own answer has settled it (the same conditional settlement).
    await callRoute(app, bo.ChiudiPagamento, admin, async (req) => {
      const id = parseTicket(req.body.ticket);
      const row = id === null ? undefined : await service.find(id);
      if (!row) throw notFound(T.notFound);
      if (!service.payoutOpen(row)) return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.payoutNotOpen);
      if (!service.payoutStuck(row)) return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.payoutNotStuck);
      const to = req.body.esito === 'pagato' ? 'posted' : 'declined';
      const within = services.audit.within(req, (closed: WithdrawalRow) => ({
        action: 'withdrawal.payout-close',
        targetUserId: closed.userId,
        target: `withdrawal:${closed.id}`,
        before: { status: row.status, amount: row.amount, provider: row.payoutProvider, ref: row.providerRef, error: row.payoutError },
        after: { status: closed.status, reason: closed.decisionReason },
      }));
      const closed = await service.closePayout(row.id, to, `operator:${req.operator!.username}`, req.body.motivo, within);
      if (!closed) return fail(C.NOT_CANCELLABLE, BACKOFFICE_TEXT.payoutNotOpen);
      const data = { idTicketField: formatTicket(closed.id), importoField: closed.amount };
      return ok(data, to === 'posted' ? BACKOFFICE_TEXT.payoutClosedPaid : BACKOFFICE_TEXT.payoutClosedUnpaid);
    });
    await callRoute(app, bo.RifiutaPrelievo, admin, async (req) => settle(req, req.body.ticket, 'declined', req.body.motivo));
  };
