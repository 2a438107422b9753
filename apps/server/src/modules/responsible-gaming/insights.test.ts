import { describe, expect, it } from 'vitest';
import { betSessions } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { accountId, postTransfer } from '../wallet/ledger.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
const DAY = 86_400_000;

const andamento = async (p: Player, periodo?: string) =>
  t.app.inject({ url: `/api/Account/GetAndamentoGioco${periodo === undefined ? '' : `?periodo=${encodeURIComponent(periodo)}`}`, headers: p.headers });
const statement = async (p: Player, dal: string, al: string) =>
  (await t.app.inject({ url: `/api/Account/EL_GetEstrattoConto?dateda=${encodeURIComponent(dal)}&datea=${encodeURIComponent(al)}`, headers: p.headers })).json()
    .ResponseData as { id_applField: number; importoField: number }[];

/** A money movement of the player's wallet at a given time (the deposits and withdrawals areas do the real ones). */
async function move(userId: number, kind: 'deposit' | 'withdrawal_hold' | 'withdrawal_void', cents: number, at: Date, key: string) {
  await t.deps.db.transaction(async (tx) => {
    const cash = await accountId(tx, 'player_cash', userId);
    const other = kind === 'deposit' ? await accountId(tx, 'provider_clearing', null, 'test') : await accountId(tx, 'withdrawals_pending', userId);
    const toPlayer = kind === 'withdrawal_hold' ? -cents : cents;
    await postTransfer(tx, {
      key,
      kind,
      userId,
      at,
      legs: [
        { accountId: other, amount: -toPlayer },
        { accountId: cash, amount: toPlayer },
      ],
    });
  });
}

/** The statement's rows of a range summed as the insights page sums them: by cause, stakes negative, what tickets paid positive. */
function statementSums(rows: { id_applField: number; importoField: number }[]) {
  const game = (r: { id_applField: number }) => r.id_applField >= 1 && r.id_applField <= 7;
  const total = (f: (r: { id_applField: number; importoField: number }) => boolean) => rows.filter(f).reduce((a, r) => a + r.importoField, 0);
  const neg = (n: number) => (n === 0 ? 0 : -n);
  return {
    ricariche: total((r) => r.id_applField === 20),
    prelievi: neg(total((r) => r.id_applField === 21)),
    puntate: neg(total((r) => game(r) && r.importoField < 0)),
    vincite: total((r) => game(r) && r.importoField > 0),
  };
}

describe(`insights: GetAndamentoGioco (${dbLabel()})`, () => {
  it('needs a session; a bad period answers 400 in Italian', async () => {
    expect((await t.app.inject({ url: '/api/Account/GetAndamentoGioco', headers: { authorization: 'Bearer forged.token.value' } })).statusCode).toBe(401);
    const p = await createPlayer(t);
    for (const bad of ['XX', 'mm', '', "MM' or 1=1", 'GG\u0000']) {
      const r = await andamento(p, bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().ResponseMessage, bad).toBe('Periodo non valido');
    }
    const r = (await andamento(p)).json().ResponseData;
    expect(r.periodo).toBe('MM');
    expect(r.righe).toHaveLength(12);
  });

  it("each month's, week's and day's figures equal the statement's sums for the same range; another player's play never shows", async () => {
    const p = await createPlayer(t, { cash: 20_000 });
    const other = await createPlayer(t, { cash: 20_000 });
    const now = t.clock.now();
    const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
    const port = portOf(t);
    // Two months back: a deposit, a lost stake, a withdrawal then cancelled.
    await move(p.id, 'deposit', 10_000, ago(62), `ins:dep1:${p.id}`);
    const lost = sportTicket(p.id, 2000, { placedAt: ago(61) });
    await port.openTicket(lost);
    await port.settleTicket({ code: lost.code, outcome: 'lost', payout: 0, at: ago(60) });
    await move(p.id, 'withdrawal_hold', 1500, ago(59), `ins:wh1:${p.id}`);
    await move(p.id, 'withdrawal_void', 1500, ago(58), `ins:wv1:${p.id}`);
    // A month back: a stake won, a withdrawal; a ticket placed one day and paid the next.
    const won = sportTicket(p.id, 1000, { placedAt: ago(31) });
    await port.openTicket(won);
    await port.settleTicket({ code: won.code, outcome: 'won', payout: 3000, at: ago(30) });
    await move(p.id, 'withdrawal_hold', 2000, ago(29), `ins:wh2:${p.id}`);
    // These days: a deposit, an open stake, a refunded one; time logged in.
    await move(p.id, 'deposit', 500, ago(2), `ins:dep2:${p.id}`);
    await port.openTicket(sportTicket(p.id, 700, { placedAt: ago(1) }));
    const refunded = sportTicket(p.id, 300, { placedAt: ago(1, 2) });
    await port.openTicket(refunded);
    await port.settleTicket({ code: refunded.code, outcome: 'refunded', payout: 300, at: ago(1, 1) });
    await t.deps.db.insert(betSessions).values({
      id: `ins-${p.id}`,
      userId: p.id,
      createdAt: ago(3, 2),
      lastSeenAt: ago(3, 1),
      revokedAt: ago(3, 1),
      revokeReason: 'logout',
    });
    // The other player's play is in the same ranges.
    await port.openTicket(sportTicket(other.id, 900, { placedAt: ago(1) }));

    let seen = { puntate: 0, minuti: 0 };
    for (const periodo of ['MM', 'WW', 'GG'] as const) {
      const data = (await andamento(p, periodo)).json().ResponseData;
      expect(data.righe).toHaveLength(periodo === 'GG' ? 14 : 12);
      for (const row of data.righe) {
        const expected = statementSums(await statement(p, row.dal, row.al));
        expect({ ricariche: row.ricariche, prelievi: row.prelievi, puntate: row.puntate, vincite: row.vincite }, `${periodo} ${row.dal}`).toEqual(expected);
        expect(row.risultatoNetto).toBe(row.vincite - row.puntate);
      }
      const total = (k: string) => data.righe.reduce((a: number, r: Record<string, number>) => a + r[k]!, 0);
      if (periodo === 'MM') {
        // Everything above falls in the last 12 months, with the € 200 the test player was created with.
        expect({ ricariche: total('ricariche'), prelievi: total('prelievi'), puntate: total('puntate'), vincite: total('vincite') }).toEqual({
          ricariche: 30_500,
          prelievi: 2000,
          puntate: 4000,
          vincite: 3300,
        });
        seen = { puntate: total('puntate'), minuti: total('minutiGioco') };
      }
    }
    // The hour logged in three days ago (and the test session's own minutes) are time played.
    expect(seen.minuti).toBeGreaterThanOrEqual(60);
    expect(seen.puntate).toBe(4000);
    // The other player sees only their own stake.
    const theirs = (await andamento(other, 'MM')).json().ResponseData.righe;
    expect(theirs.reduce((a: number, r: { puntate: number }) => a + r.puntate, 0)).toBe(900);
  });
});
