/**
 * The benchmark's bulk writer (scripts/bench-bets.ts): players, their settled tickets and every
 * ledger movement of those tickets — an opening credit, the stake, the settlement — written with
 * a handful of set-based statements instead of the port's per-player backfill, which writes about
 * 165 tickets/s and would need most of two hours for 1 000 000 tickets. Same tables, same keys
 * (`game:open|settle:<code>`), same legs as `openTicket` + `settleTicket`; balances recomputed from
 * the entries at the end. Only for measuring: the rows are plain (detail `{}`), all settled.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { accountId } from '../apps/server/src/modules/wallet/ledger.ts';
import { GAME_SHARDS } from '../apps/server/src/modules/games/ledger-moves.ts';
import { historyPlayerRow } from './history-player.ts';

const PLATFORMS = [
  { platform: 'sport', gioco: 1, descr: 'Scommesse Prematch - Singola', name: 'Scommesse Sportive' },
  { platform: 'casino', gioco: 102, descr: 'Casinò', name: 'Casinò' },
  { platform: 'virtual', gioco: 7, descr: 'Virtual', name: 'Virtual' },
] as const;

export async function bulkPlayers(db: Db, from: number, to: number, ticketsEach: number, passwordHash: string): Promise<number> {
  for (let start = from; start <= to; start += 1000) {
    const end = Math.min(to, start + 999);
    const rows = Array.from({ length: end - start + 1 }, (_, k) => historyPlayerRow(start + k, passwordHash));
    await db.insert(users).values(rows);
  }
  await db.transaction(async (tx) => {
    // Every account the tickets touch exists first (the same ones the port would create).
    await accountId(tx, 'house');
    for (const p of PLATFORMS)
      for (let s = 0; s < GAME_SHARDS; s++) {
        await accountId(tx, 'games_open', null, `${p.platform}#${s}`);
        await accountId(tx, 'games_result', null, `${p.platform}#${s}`);
      }
  });
  const lo = `hist${String(from).padStart(5, '0')}`;
  const hi = `hist${String(to).padStart(5, '0')}`;
  const platforms = sql.raw(`(values ${PLATFORMS.map((p, i) => `(${i}, '${p.platform}', ${p.gioco}, '${p.descr}', '${p.name}')`).join(', ')})`);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ledger_accounts (kind, user_id, allow_negative) select 'player_cash', id, false from users where username between ${lo} and ${hi} on conflict do nothing`,
    );
    await tx.execute(sql`create temp table bulk_tickets on commit drop as
      select u.id as user_id, n, 'BK' || u.id || 'N' || n as code, p.platform, p.gioco, p.descr, p.name,
             100 + ((u.id * 31 + n * 17) % 4900) as stake,
             ((u.id + n) % 3 = 0) as won,
             now() - make_interval(secs => (n * 400.0 * 86400 / ${ticketsEach}) + (u.id % 86400)) as placed_at,
             (u.id * 7 + n) % ${GAME_SHARDS} as shard
      from users u cross join generate_series(1, ${ticketsEach}) n
      join ${platforms} as p(i, platform, gioco, descr, name) on p.i = n % ${PLATFORMS.length}
      where u.username between ${lo} and ${hi}`);
    await tx.execute(sql`insert into game_tickets (code, user_id, platform, gioco, gioco_descr, stake, fun, status, outcome, payout, potential_win, detail, placed_at, settled_at)
      select code, user_id, platform, gioco, descr, stake, false, case when won then 5 else 8 end, case when won then 'won' else 'lost' end,
             case when won then stake * 2 else 0 end, stake * 2, '{}'::jsonb, placed_at, placed_at + interval '2 hours'
      from bulk_tickets`);
    // Transfers: an opening credit per player (what the tickets stake in all), then stake and settlement per ticket.
    await tx.execute(sql`insert into ledger_transfers (idempotency_key, kind, user_id, description, ref, created_at)
      select 'bulk:opening:' || user_id, 'seed', user_id, 'Saldo iniziale', null, min(placed_at) - interval '1 day' from bulk_tickets group by user_id
      union all select 'game:open:' || code, 'game_stake', user_id, 'Giocata ' || name, code, placed_at from bulk_tickets
      union all select 'game:settle:' || code, case when won then 'game_won' else 'game_lost' end, user_id, case when won then 'Vincita ' else 'Esito ' end || name, code, placed_at + interval '2 hours' from bulk_tickets`);
    await tx.execute(sql`create temp table bulk_accounts on commit drop as
      select b.code, b.user_id, b.stake, b.won, t_open.id as open_id, t_settle.id as settle_id, pc.id as cash_id, go.id as games_open_id, gr.id as games_result_id
      from bulk_tickets b
      join ledger_transfers t_open on t_open.idempotency_key = 'game:open:' || b.code
      join ledger_transfers t_settle on t_settle.idempotency_key = 'game:settle:' || b.code
      join ledger_accounts pc on pc.kind = 'player_cash' and pc.user_id = b.user_id
      join ledger_accounts go on go.kind = 'games_open' and go.user_id is null and go.ref = b.platform || '#' || b.shard
      join ledger_accounts gr on gr.kind = 'games_result' and gr.user_id is null and gr.ref = b.platform || '#' || b.shard`);
    await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount)
      select open_id, cash_id, -stake from bulk_accounts
      union all select open_id, games_open_id, stake from bulk_accounts
      union all select settle_id, games_open_id, -stake from bulk_accounts
      union all select settle_id, cash_id, stake * 2 from bulk_accounts where won
      union all select settle_id, games_result_id, -stake from bulk_accounts where won
      union all select settle_id, games_result_id, stake from bulk_accounts where not won`);
    await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount)
      select t.id, pc.id, s.total from (select user_id, sum(stake) as total from bulk_tickets group by user_id) s
      join ledger_transfers t on t.idempotency_key = 'bulk:opening:' || s.user_id
      join ledger_accounts pc on pc.kind = 'player_cash' and pc.user_id = s.user_id
      union all select t.id, (select id from ledger_accounts where kind = 'house' and user_id is null and ref is null), -s.total from (select user_id, sum(stake) as total from bulk_tickets group by user_id) s
      join ledger_transfers t on t.idempotency_key = 'bulk:opening:' || s.user_id`);
    // Cached balances from the entries, as postTransfer keeps them (the CHECK guards each).
    await tx.execute(
      sql`update ledger_accounts a set balance = s.total from (select account_id, sum(amount) as total from ledger_entries group by account_id) s where s.account_id = a.id and a.balance <> s.total`,
    );
  });
  return (to - from + 1) * ticketsEach;
}

/** The ledger invariants of docs/ledger.md, checked after the bulk write. */
export async function ledgerSound(db: Db): Promise<boolean> {
  const one = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const unbalanced = await one(sql`select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0 limit 1`);
  const [{ s }] = (await one(sql`select coalesce(sum(balance), 0)::bigint as s from ledger_accounts`)) as [{ s: string }];
  const negative = await one(sql`select id from ledger_accounts where kind in ('player_cash', 'player_bonus') and balance < 0 limit 1`);
  return unbalanced.length === 0 && Number(s) === 0 && negative.length === 0;
}
