import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../wallet/ledger.ts';
import { minutesLoggedIn } from './play-limits-repo.ts';
import { rowsOf } from '../../db/rows.ts';

/** The money a player moved in a span, in cents, as the statement (`EL_GetEstrattoConto`) shows it. */
export interface PlayFigures {
  /** Credited deposits. */
  ricariche: number;
  /** Withdrawals requested minus those cancelled or refused (money that left the wallet). */
  prelievi: number;
  /** Game stakes (cash and fun bonus), and what tickets paid back (winnings, refunds, cash-outs). */
  puntate: number;
  vincite: number;
}
export interface Span {
  from: Date;
  to: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The figures of each span (`from` included, `to` excluded), read from the ledger exactly as the
 * statement reads it (`games/repository.ts#statementQuery`): every transfer of the player with the
 * sum of its legs on the player's own wallets, classified by the transfer's kind. So a span's
 * figures are the sums of the statement's rows for the same range (tested). One query for all spans.
 */
export async function playFigures(db: DbOrTx, userId: number, spans: Span[]): Promise<PlayFigures[]> {
  if (spans.length === 0) return [];
  const from = new Date(Math.min(...spans.map((s) => s.from.getTime())));
  const to = new Date(Math.max(...spans.map((s) => s.to.getTime())));
  const buckets = sql.join(
    spans.map((s, i) => sql`(${i}::int, ${ts(s.from)}, ${ts(s.to)})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with m as (
      select t.kind, t.created_at, sum(e.amount)::bigint as amount
      from ledger_transfers t
      join ledger_entries e on e.transfer_id = t.id
      where t.user_id = ${userId} and t.created_at >= ${ts(from)} and t.created_at < ${ts(to)}
        and e.account_id in (select id from ledger_accounts where kind in ('player_cash', 'player_bonus', 'player_real_bonus', 'player_fun_bonus') and user_id = ${userId})
      group by t.id
      having sum(e.amount) <> 0
    )
    select b.i,
      coalesce(sum(case when m.kind = 'deposit' then m.amount end), 0)::bigint as ricariche,
      coalesce(sum(case when m.kind like 'withdrawal%' then -m.amount end), 0)::bigint as prelievi,
      coalesce(sum(case when m.kind = 'game_stake' then -m.amount end), 0)::bigint as puntate,
      coalesce(sum(case when m.kind like 'game\\_%' and m.kind <> 'game_stake' then m.amount end), 0)::bigint as vincite
    from (values ${buckets}) as b(i, dal, al)
    left join m on m.created_at >= b.dal and m.created_at < b.al
    group by b.i
    order by b.i`);
  const rows = rowsOf<{ i: number; ricariche: string; prelievi: string; puntate: string; vincite: string }>(result);
  return spans.map((_, i) => {
    const r = rows.find((x) => Number(x.i) === i);
    return { ricariche: Number(r?.ricariche ?? 0), prelievi: Number(r?.prelievi ?? 0), puntate: Number(r?.puntate ?? 0), vincite: Number(r?.vincite ?? 0) };
  });
}

/** Minutes logged in in each span (the time-of-play rule, docs/decisions.md). */
export async function minutesIn(db: DbOrTx, userId: number, spans: Span[]): Promise<number[]> {
  return Promise.all(spans.map((s) => minutesLoggedIn(db, userId, s.from, s.to)));
}
