import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bonusCampaigns, playerBonuses } from '../db/schema/index.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { closeBonus, grantBonus } from '../modules/bonus/bonus-ledger.ts';
import { accountId, InsufficientFundsError, postTransfer } from '../modules/wallet/ledger.ts';
import type { CampaignRow } from '../modules/bonus/repository.ts';

const DAY = 86_400_000;

interface DemoCampaign {
  name: string;
  description: string;
  code: string | null;
  trigger: 'first_deposit' | 'promo_code' | 'manual';
  family: number;
  amount: number;
  percent?: number;
  wagerTimes: number;
  minOdds?: number;
  platforms?: string[];
  validDays: number;
  nSpin?: number;
  listed?: boolean;
  /** Days from now the campaign window opens and closes. */
  from: number;
  to: number;
}

/** The demo promotions (README "Demo accounts"). */
const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Bonus Benvenuto',
    description: 'Il 100% della prima ricarica fino a 100 €, da giocare una volta sulle scommesse sportive.',
    code: null,
    trigger: 'first_deposit',
    family: 1,
    amount: 10_000,
    percent: 100,
    wagerTimes: 1,
    validDays: 30,
    from: -365,
    to: 365,
  },
  {
    name: 'Bonus Sport Weekend',
    description: 'Riscatta il codice WEEKEND10: 10 € di bonus sport da giocare 3 volte a quota minima 1,50.',
    code: 'WEEKEND10',
    trigger: 'promo_code',
    family: 1,
    amount: 1000,
    wagerTimes: 3,
    minOdds: 150,
    validDays: 7,
    listed: true,
    from: -2,
    to: 12,
  },
  {
    name: 'Bonus Scommesse Novembre',
    description: '20 € di bonus sport da giocare 3 volte a quota minima 1,50.',
    code: 'SPORT20',
    trigger: 'promo_code',
    family: 1,
    amount: 2000,
    wagerTimes: 3,
    minOdds: 150,
    validDays: 30,
    listed: true,
    from: -10,
    to: 20,
  },
  {
    name: 'Bonus Casino Ottobre',
    description: '15 € di bonus casino da giocare una volta.',
    code: 'CASINO15',
    trigger: 'promo_code',
    family: 2,
    amount: 1500,
    wagerTimes: 1,
    validDays: 10,
    listed: true,
    from: -60,
    to: -20,
  },
  {
    name: 'Fun Bonus Casino',
    description: 'Fun Bonus da giocare 35 volte alle slot: poi diventa Real Bonus.',
    code: null,
    trigger: 'manual',
    family: 5,
    amount: 1000,
    wagerTimes: 35,
    validDays: 5,
    from: -30,
    to: 60,
  },
  {
    name: 'Free Spin Slot',
    description: '50 giri gratuiti sulle slot selezionate.',
    code: null,
    trigger: 'manual',
    family: 6,
    amount: 0,
    nSpin: 50,
    wagerTimes: 1,
    validDays: 30,
    from: -30,
    to: 60,
  },
  {
    name: 'Free Bet Champions',
    description: 'Una scommessa gratuita da 5 € sulla Champions League.',
    code: null,
    trigger: 'manual',
    family: 7,
    amount: 500,
    wagerTimes: 1,
    validDays: 14,
    from: -30,
    to: 60,
  },
];

async function campaign(db: Db, c: DemoCampaign, now: Date): Promise<CampaignRow> {
  const [found] = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.name, c.name), eq(bonusCampaigns.trigger, c.trigger)));
  if (found) return found;
  const [row] = await db
    .insert(bonusCampaigns)
    .values({
      name: c.name,
      description: c.description,
      code: c.code,
      trigger: c.trigger,
      family: c.family,
      amount: c.amount,
      percent: c.percent ?? null,
      wagerTimes: c.wagerTimes,
      minOdds: c.minOdds ?? null,
      platforms: c.platforms ?? [],
      validDays: c.validDays,
      nSpin: c.nSpin ?? 0,
      listed: c.listed ?? false,
      startsAt: new Date(now.getTime() + c.from * DAY),
      endsAt: new Date(now.getTime() + c.to * DAY),
    })
    .returning();
  return row!;
}

/**
 * demouser1 has a bonus in every tab: a real sport bonus part-way through its wagering, a fun bonus
 * it can cancel, free spins with spins left, a free bet and an expired casino bonus (its money went
 * back to the pool); WEEKEND10 is a live listed promotion it can still redeem. Granted through the
 * same ledger code as the calls, with the calls' grant keys, once.
 */
export async function seedBonuses(db: Db, now = new Date()): Promise<void> {
  const byName = new Map<string, CampaignRow>();
  for (const c of CAMPAIGNS) byName.set(c.name, await campaign(db, c, now));
  const grantTo = (userId: number) => (name: string, at: Date, after?: (tx: Db, id: number) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      const c = byName.get(name)!;
      const row = await grantBonus(tx, { userId, campaign: c, grantKey: `campaign:${c.id}:user:${userId}`, amount: c.amount, now: at });
      if (row && after) await after(tx as unknown as Db, row.id);
    });
  const other = await findUserByUsername(db, 'demobonus1');
  if (other) await grantTo(other.id)('Fun Bonus Casino', new Date(now.getTime() - DAY));
  const user = await findUserByUsername(db, 'demouser1');
  if (!user) return;
  const grant = grantTo(user.id);
  await grant('Bonus Scommesse Novembre', new Date(now.getTime() - 3 * DAY), (tx, id) =>
    // Tickets played before this seed existed: 25 € of the 60 € already wagered.
    tx.update(playerBonuses).set({ wagered: 2500 }).where(eq(playerBonuses.id, id)),
  );
  await grant('Fun Bonus Casino', new Date(now.getTime() - DAY));
  await grant('Free Spin Slot', new Date(now.getTime() - 2 * DAY), (tx, id) => tx.update(playerBonuses).set({ nSpinUsed: 12 }).where(eq(playerBonuses.id, id)));
  await grant('Free Bet Champions', new Date(now.getTime() - DAY));
  const grantedAt = new Date(now.getTime() - 40 * DAY);
  await db.transaction(async (tx) => {
    const c = byName.get('Bonus Casino Ottobre')!;
    const row = await grantBonus(tx, { userId: user.id, campaign: c, grantKey: `campaign:${c.id}:user:${user.id}`, amount: c.amount, now: grantedAt });
    if (row) await closeBonus(tx, row.id, 'expired', row.deadline);
  });
  const live = CAMPAIGNS.filter((c) => c.name === 'Bonus Scommesse Novembre' || c.name === 'Fun Bonus Casino').reduce((s, c) => s + c.amount, 0);
  await fundFromDemoWallet(db, user.id, live);
}

/**
 * demouser1's demo balance stays 150 € (README): the 30 € of its live demo bonuses come out of the
 * 50 € its fun wallet was seeded with, once.
 */
async function fundFromDemoWallet(db: Db, userId: number, cents: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      await postTransfer(tx, {
        key: `seed:bonus-funding:${userId}`,
        kind: 'seed',
        userId,
        // What the player reads in the statement: the seeded bonus reduced by what the live bonuses took.
        description: 'Rettifica bonus iniziale demo',
        legs: [
          { accountId: await accountId(tx, 'player_bonus', userId), amount: -cents },
          { accountId: await accountId(tx, 'bonus_pool'), amount: cents },
        ],
      });
    })
    .catch((err: unknown) => {
      // A demo wallet already played below 30 €: the bonuses simply add to the balance.
      if (!(err instanceof InsufficientFundsError)) throw err;
    });
}
