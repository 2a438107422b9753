import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bonusCampaigns, rankingExecutions, rankingOffers, rankingUniqueCodes } from '../db/schema/index.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { addMovement } from '../modules/ranking/repository.ts';
import { countTicketPoints } from '../modules/ranking/update-job.ts';
import { systemClock } from '../platform/clock.ts';
import { sandboxSportFeed } from '../modules/sportsbook/sandbox-feed.ts';

const DAY = 86_400_000;

/** The demo unique code of demouser1 (README "Demo accounts"): 150 convertible points, once. */
export const DEMO_RANKING_CODE = 'RKDEMO150';

interface DemoOffer {
  kind: 'conversione' | 'ticket_promo' | 'codice_unico';
  name: string;
  family: number;
  value: number;
  points: number;
  insteadOf?: number;
  monthly?: number;
  maxAmount?: number;
  abstract: string;
  description: string;
  thumb?: string;
  validDays: number;
  deposit?: 'welcome' | 'topup';
  /** A unique code that carries a booked bet (prenotazione) for the slip: this many prematch events. */
  booked?: number;
}

/** What ranking points buy on the demo site (each offer grants its own 'ranking' campaign). */
export const DEMO_RANKING_OFFERS: DemoOffer[] = [
  {
    kind: 'conversione',
    name: 'Free Bet 5 €',
    family: 7,
    value: 500,
    points: 250,
    monthly: 2,
    abstract: 'Una scommessa gratuita da 5 € su tutto il palinsesto sportivo.',
    description: 'Il coupon Free Bet compare in Promozioni e Bonus e si gioca entro 14 giorni, su una singola o una multipla a quota minima 1,50.',
    thumb: '/cms/promo/multipla.webp',
    validDays: 14,
  },
  {
    kind: 'conversione',
    name: 'Bonus Casino 10 €',
    family: 4,
    value: 1000,
    points: 600,
    insteadOf: 800,
    abstract: '10 € di Real Bonus casino, da rigiocare una volta.',
    description: 'Il Real Bonus si gioca alle slot entro 30 giorni: rigiocato una volta diventa saldo prelevabile.',
    validDays: 30,
  },
  {
    kind: 'ticket_promo',
    name: 'Promo Multipla Sport',
    family: 1,
    value: 1000,
    points: 400,
    maxAmount: 1000,
    abstract: 'Attiva la promo: 10 € di bonus sport sulla tua prossima ricarica.',
    description: 'La promo sbloccata con i punti si gioca per 30 giorni sulle multiple di almeno 3 eventi a quota minima 1,50.',
    thumb: '/cms/promo/quota-maggiorata.webp',
    validDays: 30,
    deposit: 'topup',
  },
  {
    kind: 'codice_unico',
    name: 'Codice Free Bet 10 €',
    family: 7,
    value: 1000,
    points: 900,
    abstract: 'Un codice unico da 10 € di Free Bet, da sbloccare quando vuoi.',
    description: 'Il codice unico si sblocca dal campo in alto nella pagina Ranking; la Free Bet si gioca entro 14 giorni.',
    validDays: 14,
  },
  {
    kind: 'codice_unico',
    name: 'Codice Multipla Fun Bonus',
    family: 8,
    value: 500,
    points: 300,
    abstract: 'Una multipla di 3 partite già pronta nel carrello e un codice da 5 € di Fun Bonus Sport per giocarla.',
    description:
      'Inserisci nel carrello la multipla prenotata (3 eventi prematch a quota 1,50 o più); sblocca il codice unico dal campo in alto per ricevere 5 € di Fun Bonus Sport, da giocare entro 5 giorni sulle multiple prematch di almeno 3 eventi a quota minima 1,50.',
    validDays: 5,
    booked: 3,
  },
  {
    kind: 'conversione',
    name: 'Bonus Benvenuto Ranking',
    family: 1,
    value: 5000,
    points: 5000,
    monthly: 1,
    abstract: '50 € di bonus sport per i nuovi giocatori della classifica.',
    description: 'Riservato ai conti aperti da meno di 30 giorni: 50 € di bonus sport da giocare una volta.',
    validDays: 30,
    deposit: 'welcome',
  },
];

/**
 * The lowest price a booked outcome is picked at. The offer promises 1,50 or more, and prematch prices
 * drift up to 3 % either way every 30 minutes: an outcome at 1,50 when booked can be 1,47 when played,
 * and the Fun Bonus Sport refuses it. From 1,60 the price stays at 1,50 or more at every tick.
 */
const BOOKED_MIN_QUOTA = 160;

/**
 * A booked bet of the sandbox feed: 1X2 outcomes priced 1,60 or more of `n` prematch events starting
 * at least 3 hours from now (so it is still on sale, and still 1,50 or more, when a player puts it in the slip).
 */
export function bookedBet(n: number, now: Date): string[] {
  const events = sandboxSportFeed.events(now, { live: false });
  const later = events.filter((e) => e.start.getTime() >= now.getTime() + 3 * 3_600_000);
  const picked: string[] = [];
  for (const e of later.length >= n ? later : events) {
    const o = e.markets[0]?.outcomes.find((x) => x.quota >= BOOKED_MIN_QUOTA);
    if (o) picked.push(o.hash);
    if (picked.length === n) break;
  }
  return picked;
}

async function offer(db: Db, o: DemoOffer, now: Date): Promise<void> {
  const [found] = await db.select({ id: rankingOffers.id }).from(rankingOffers).where(eq(rankingOffers.bonusName, o.name));
  // A booked bet follows the schedule: each seeding books events still to come.
  if (found && o.booked)
    await db
      .update(rankingOffers)
      .set({ outcomes: bookedBet(o.booked, now) })
      .where(eq(rankingOffers.id, found.id));
  if (found) return;
  const [campaign] = await db
    .insert(bonusCampaigns)
    .values({
      name: o.name,
      description: o.description,
      code: null,
      trigger: 'ranking',
      family: o.family,
      amount: o.value,
      wagerTimes: 1,
      validDays: o.validDays,
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
    })
    .returning({ id: bonusCampaigns.id });
  await db.insert(rankingOffers).values({
    kind: o.kind,
    bonusName: o.name,
    bonusValue: o.value,
    releaseMaxPerPlayerMonth: o.monthly ?? null,
    releaseMaxAmountBonus: o.maxAmount ?? null,
    abstract: o.abstract,
    description: o.description,
    pointsToConvert: o.points,
    insteadOf: o.insteadOf ?? null,
    dateTo: new Date(now.getTime() + 180 * DAY),
    thumb: o.thumb ?? null,
    campaignId: campaign!.id,
    isBonusDeposito: o.deposit !== undefined,
    bonusDepositoValidoAl: o.deposit === 'topup' ? new Date(now.getTime() + 60 * DAY) : null,
    giorniDaRegistrazione: o.deposit === 'welcome' ? 30 : null,
    outcomes: o.booked ? bookedBet(o.booked, now) : [],
  });
}

/** The catalogue of offers: on every database (the API tests convert them too). */
export async function seedRankingOffers(db: Db, now = new Date()): Promise<void> {
  for (const o of DEMO_RANKING_OFFERS) await offer(db, o, now);
}

/**
 * demouser1's points (demo server only, like its game history): the points of its settled tickets
 * (convertible; its Fun Bonus tickets are not), 120 tournament points that count only for the
 * ranking ('*'), one update run, and its unique code RKDEMO150.
 */
export async function seedRankingPoints(db: Db, now = new Date()): Promise<void> {
  const user = await findUserByUsername(db, 'demouser1');
  if (!user) return;
  await countTicketPoints({ db, clock: systemClock });
  await db.transaction((tx) =>
    addMovement(tx, {
      userId: user.id,
      key: `demo:torneo:${user.id}`,
      causale: 'promo',
      points: 120,
      convertible: false,
      description: 'Punti classifica del torneo di novembre (validi solo per la classifica)',
      insDate: new Date(now.getTime() - 5 * DAY),
    }),
  );
  const [ran] = await db.select({ id: rankingExecutions.id }).from(rankingExecutions).limit(1);
  if (!ran)
    await db.insert(rankingExecutions).values({ executedAt: new Date(now.getTime() - 2 * 3600_000), countedUntil: new Date(now.getTime() - 2 * 3600_000) });
  await db
    .insert(rankingUniqueCodes)
    .values({ code: DEMO_RANKING_CODE, ownerId: user.id, points: 150, convertible: true, validTo: new Date(now.getTime() + 365 * DAY) })
    .onConflictDoNothing();
}
