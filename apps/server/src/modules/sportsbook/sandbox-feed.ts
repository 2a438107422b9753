import { romeOffsetMinutes, romeWallClock } from '@betsite/domain/rome-clock';
import { seededRng, type Rng } from '../games/sandbox.ts';
import type { FeedEvent, FeedMarket, FeedResult, FeedSport, SportFeed } from './feed.ts';

/**
 * The sandbox sport platform (docs/sportsbook.md): a schedule computed, not stored, from the clock.
 * Everything is a pure function of the event id and the instant asked, so every server process
 * and every test sees the same prices at the same instant:
 * - prematch events at fixed Italian hours today and the next two days (ids E<yyyymmdd><comp><slot>);
 *   their odds drift a little every 30 minutes; bets close at the start; the result is known 2 hours later;
 *   about one in forty (drawn from the id) is postponed at its start and never played: its bets are void;
 * - three live slots, each a 105-minute match every 2 hours (ids L<slot><cycle>); goals at minutes
 *   drawn from the id; odds move every 5 seconds; all markets are suspended for a minute after a
 *   goal, and the handicap one tick in six.
 * Outcome hashes are `<event id>M<market>O<outcome>`, so any hash is resolved without storage.
 */
const MINUTE = 60_000;
const PRE_TICK = 30 * MINUTE;
const LIVE_TICK = 5_000;
const LIVE_CYCLE = 120 * MINUTE;
const LIVE_LENGTH = 105 * MINUTE;
const PRE_LENGTH = 120 * MINUTE;
/** The share of prematch events postponed at their start (a real schedule loses about one in a hundred). */
const POSTPONED_SHARE = 0.025;

interface Competition {
  sport: 'calcio' | 'tennis' | 'basket';
  slug: string;
  name: string;
  /** An even number, at least twice its slots (a day is one round: see `pairingOf`). */
  teams: string[];
  /** Italian hours 'HH:MM' of its events each day. */
  slots: string[];
}
const SPORT_NAMES = { calcio: 'Calcio', tennis: 'Tennis', basket: 'Basket' } as const;
const COMPETITIONS: Competition[] = [
  {
    sport: 'calcio',
    slug: 'serie-a',
    name: 'Serie A',
    teams: ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Genoa', 'Udinese'],
    slots: ['12:30', '15:00', '18:00', '20:45', '22:45'],
  },
  {
    sport: 'calcio',
    slug: 'premier-league',
    name: 'Premier League',
    teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Tottenham', 'Newcastle', 'Aston Villa', 'Brighton'],
    slots: ['13:30', '16:00', '18:30', '21:00'],
  },
  {
    sport: 'tennis',
    slug: 'atp',
    name: 'ATP Tour',
    teams: ['Sinner J.', 'Alcaraz C.', 'Djokovic N.', 'Musetti L.', 'Zverev A.', 'Medvedev D.', 'Fritz T.', 'Rune H.', 'Draper J.', 'De Minaur A.'],
    slots: ['11:00', '14:00', '17:00', '20:30', '23:00'],
  },
  {
    sport: 'basket',
    slug: 'serie-a',
    name: 'Serie A Basket',
    teams: ['Olimpia Milano', 'Virtus Bologna', 'Venezia', 'Brescia', 'Trento', 'Sassari', 'Tortona', 'Trieste'],
    slots: ['17:00', '19:30', '20:45', '22:30'],
  },
];
/** The live slots: which competition each plays, and its offset in the 2-hour cycle. */
const LIVE_SLOTS = [
  { comp: 0, offset: 0 },
  { comp: 2, offset: 40 * MINUTE },
  { comp: 3, offset: 80 * MINUTE },
];

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const rngOf = (text: string): Rng => seededRng(seedOf(text));
/** A deterministic number in [0, 1) for a text. */
const unit = (text: string) => rngOf(text)();

/** A UTC-midnight date as the ids write it: yyyymmdd. */
const ymdOf = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** The schedule's prematch days: today and the next two, Italian dates (yyyymmdd). */
function scheduleDays(now: Date): string[] {
  const wall = romeWallClock(now) ?? now;
  return [0, 1, 2].map((day) => ymdOf(new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + day))));
}

/** An Italian hour of an Italian date as an instant. */
function romeInstant(y: number, m: number, d: number, hhmm: string): Date {
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const offset = romeOffsetMinutes(asUtc - 2 * 60 * MINUTE) ?? 60;
  return new Date(asUtc - offset * MINUTE);
}

/** 1 / p with a 6 % margin, as hundredths, never below 1,03. */
const priceOf = (p: number) => Math.max(103, Math.floor(100 / (Math.min(0.97, Math.max(0.02, p)) * 1.06)));

interface Score {
  home: number;
  away: number;
}
interface Shape {
  id: string;
  comp: Competition;
  home: string;
  away: string;
  start: Date;
  live: boolean;
  /** Final score (goals, games or points). */
  final: Score;
  /** Live: the minutes of the goals (calcio) or the progress share of the final score. */
  goals: { minute: number; side: 'home' | 'away' }[];
  /** The home side's strength, 0.25 – 0.7. */
  strength: number;
  /** Prematch only: postponed at its start, never played (nobody knows before the start). */
  postponed: boolean;
}

/**
 * Who plays whom, as a real calendar would have it: each day of a competition is a round of a
 * round robin (circle method over its teams, an even number), so no side plays twice in a day and
 * no pairing comes back for a week or more. A day's prematch events take rounds d, d+1, d+2 of the
 * three days shown; its live matches take the rounds after them (from d+4, one pairing per 2-hour
 * cycle), so a match on in play is never also on the list for the coming days, even across midnight.
 */
const roundsOf = (comp: Competition) => comp.teams.length - 1;
const LIVE_FIRST_ROUND = 4;

/** Pairing `index` (0-based) of round `round` for the competition: two team names, home first. */
function pairingOf(comp: Competition, round: number, index: number): [string, string] {
  const m = roundsOf(comp);
  const r = ((round % m) + m) % m;
  const pairs: [number, number][] = [[r, m]];
  for (let i = 1; i < comp.teams.length / 2; i++) pairs.push([(r + i) % m, (r - i + m) % m]);
  // The round's order (which pairing is at which hour) and who is at home vary with the round.
  const rng = rngOf(`round:${comp.name}:${round}`);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  const [a, b] = pairs[index % pairs.length]!;
  return rng() < 0.5 ? [comp.teams[a]!, comp.teams[b]!] : [comp.teams[b]!, comp.teams[a]!];
}

/** The day number of an Italian date (days since 1970-01-01). */
const dayNumber = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / (24 * 60 * MINUTE));

/** A live match's pairing: the rounds after the prematch ones of its Italian day, one pairing per cycle of the day. */
function livePairing(comp: Competition, start: Date): [string, string] {
  const wall = romeWallClock(start) ?? start;
  const day = dayNumber(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
  const ofDay = Math.floor((wall.getUTCHours() * 60 + wall.getUTCMinutes()) / 120);
  const perRound = comp.teams.length / 2;
  return pairingOf(comp, day + LIVE_FIRST_ROUND + Math.floor(ofDay / perRound), ofDay % perRound);
}

function finalOf(comp: Competition, strength: number, rng: Rng): Score {
  if (comp.sport === 'calcio') {
    const goals = (lambda: number) => {
      let k = 0;
      let p = Math.exp(-lambda);
      let s = p;
      const u = rng();
      while (u > s && k < 7) {
        k += 1;
        p = (p * lambda) / k;
        s += p;
      }
      return k;
    };
    return { home: goals(0.6 + strength * 2), away: goals(0.6 + (1 - strength) * 1.6) };
  }
  if (comp.sport === 'tennis') {
    // Games won in a best-of-three: the winner takes two sets, and more games than the loser (the
    // head-to-head market is settled on games: a tie, 12-12, settled both sides as lost).
    const homeWins = rng() < strength + 0.1;
    const loserGames = 6 + Math.floor(rng() * 8);
    const winnerGames = Math.max(12 + Math.floor(rng() * 7), loserGames + 1);
    return homeWins ? { home: winnerGames, away: loserGames } : { home: loserGames, away: winnerGames };
  }
  const base = 70 + Math.floor(rng() * 20);
  const home = base + Math.floor(rng() * 25 + strength * 10);
  let away = base + Math.floor(rng() * 25 + (1 - strength) * 10);
  if (away === home) away += 1 + Math.floor(rng() * 5);
  return { home, away };
}

function shapeOf(id: string, comp: Competition, start: Date, live: boolean, [home, away]: [string, string]): Shape {
  const rng = rngOf(`shape:${id}`);
  // The two draws that once picked the pairing: an event's strength and result stay what they were.
  rng();
  rng();
  const strength = 0.25 + rng() * 0.45;
  const final = finalOf(comp, strength, rng);
  const goals: Shape['goals'] = [];
  if (comp.sport === 'calcio') {
    for (let i = 0; i < final.home; i++) goals.push({ minute: 1 + Math.floor(rng() * 90), side: 'home' });
    for (let i = 0; i < final.away; i++) goals.push({ minute: 1 + Math.floor(rng() * 90), side: 'away' });
    goals.sort((a, b) => a.minute - b.minute);
  }
  const postponed = !live && unit(`rinvio:${id}`) < POSTPONED_SHARE;
  return { id, comp, home, away, start, live, final, goals, strength, postponed };
}

const LINES = { calcio: 2.5, tennis: 22.5, basket: 165.5 } as const;
const HANDICAPS = { calcio: 1, tennis: 3.5, basket: 4.5 } as const;
const decimal = (n: number) => String(n).replace('.', ',');

/** The markets of an event and which of their outcomes win with a score. */
function marketsOf(
  s: Shape,
): { name: string; handicap: string | null; outcomes: { code: string; label: string; p: number; wins: (sc: Score) => boolean }[] }[] {
  const sport = s.comp.sport;
  const line = LINES[sport];
  const h = HANDICAPS[sport];
  const total = (sc: Score) => sc.home + sc.away;
  if (sport === 'calcio') {
    const pHome = s.strength * 0.85;
    const pDraw = 0.27;
    const pOver = 0.42 + s.strength * 0.2;
    return [
      {
        name: '1X2 Esito Finale',
        handicap: null,
        outcomes: [
          { code: '1', label: '1', p: pHome, wins: (sc) => sc.home > sc.away },
          { code: 'X', label: 'X', p: pDraw, wins: (sc) => sc.home === sc.away },
          { code: '2', label: '2', p: Math.max(0.05, 1 - pHome - pDraw), wins: (sc) => sc.home < sc.away },
        ],
      },
      {
        name: 'Under/Over 2,5',
        handicap: null,
        outcomes: [
          { code: 'U', label: 'Under', p: 1 - pOver, wins: (sc) => total(sc) < line },
          { code: 'O', label: 'Over', p: pOver, wins: (sc) => total(sc) > line },
        ],
      },
      {
        name: 'Goal/No Goal',
        handicap: null,
        outcomes: [
          { code: 'GG', label: 'Goal', p: 0.52, wins: (sc) => sc.home > 0 && sc.away > 0 },
          { code: 'NG', label: 'No Goal', p: 0.48, wins: (sc) => !(sc.home > 0 && sc.away > 0) },
        ],
      },
      {
        name: 'Handicap 1X2 (0:1)',
        handicap: '0:1',
        outcomes: [
          { code: '1H', label: '1H', p: pHome * 0.55, wins: (sc) => sc.home - 1 > sc.away },
          { code: 'XH', label: 'XH', p: 0.24, wins: (sc) => sc.home - 1 === sc.away },
          { code: '2H', label: '2H', p: Math.max(0.05, 1 - pHome * 0.55 - 0.24), wins: (sc) => sc.home - 1 < sc.away },
        ],
      },
    ];
  }
  const pHome = sport === 'tennis' ? s.strength + 0.1 : s.strength + 0.05;
  return [
    {
      name: sport === 'tennis' ? 'Testa a Testa' : 'Testa a Testa (incl. suppl.)',
      handicap: null,
      outcomes: [
        { code: '1', label: '1', p: pHome, wins: (sc) => sc.home > sc.away },
        { code: '2', label: '2', p: 1 - pHome, wins: (sc) => sc.home < sc.away },
      ],
    },
    {
      name: `Under/Over ${decimal(line)}`,
      handicap: null,
      outcomes: [
        { code: 'U', label: 'Under', p: 0.5, wins: (sc) => total(sc) < line },
        { code: 'O', label: 'Over', p: 0.5, wins: (sc) => total(sc) > line },
      ],
    },
    {
      name: `Handicap (-${decimal(h)})`,
      handicap: `-${decimal(h)}`,
      outcomes: [
        { code: '1H', label: '1H', p: pHome - 0.12, wins: (sc) => sc.home - h > sc.away },
        { code: '2H', label: '2H', p: 1 - pHome + 0.12, wins: (sc) => sc.home - h < sc.away },
      ],
    },
  ];
}

export class SandboxSportFeed implements SportFeed {
  sports(): FeedSport[] {
    return (['calcio', 'tennis', 'basket'] as const).map((sport) => ({
      slug: sport,
      name: SPORT_NAMES[sport],
      competitions: COMPETITIONS.filter((c) => c.sport === sport).map((c) => ({ slug: c.slug, name: c.name })),
    }));
  }

  events(now: Date, filter: { sport?: string; competition?: string; live?: boolean }): FeedEvent[] {
    const out: FeedEvent[] = [];
    if (filter.live !== false) {
      for (let slot = 0; slot < LIVE_SLOTS.length; slot++) {
        const { offset } = LIVE_SLOTS[slot]!;
        const cycle = Math.floor((now.getTime() - offset) / LIVE_CYCLE);
        const ev = this.event(`L${slot}${cycle}`, now);
        if (ev && ev.live && !ev.finished) out.push(ev);
      }
    }
    if (filter.live !== true) {
      for (const ymd of scheduleDays(now)) {
        COMPETITIONS.forEach((c, ci) =>
          c.slots.forEach((_, si) => {
            const ev = this.event(`E${ymd}${ci}${si}`, now);
            if (ev && ev.start > now) out.push(ev);
          }),
        );
      }
    }
    return out
      .filter((e) => (!filter.sport || e.sport === filter.sport) && (!filter.competition || e.competition === filter.competition))
      .sort((a, b) => Number(b.live) - Number(a.live) || a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
  }

  onSale(eventId: string, now: Date): boolean {
    const s = this.shape(eventId);
    if (!s) return false;
    if (s.live) {
      // The id the live list writes for its slot now (no padded twin), while the match is in play.
      const slot = Number(eventId[1]);
      const t = now.getTime();
      return eventId === `L${slot}${Math.floor((t - LIVE_SLOTS[slot]!.offset) / LIVE_CYCLE)}` && t >= s.start.getTime() && t < s.start.getTime() + LIVE_LENGTH;
    }
    return s.start > now && scheduleDays(now).includes(eventId.slice(1, 9));
  }

  /** An event's fixed shape from its id; null for any id the schedule could not have written (a date that does not exist, a padded cycle). */
  private shape(id: string): Shape | null {
    let m = /^E(\d{4})(\d{2})(\d{2})(\d)(\d)$/.exec(id);
    if (m) {
      const comp = COMPETITIONS[Number(m[4])];
      const hhmm = comp?.slots[Number(m[5])];
      if (!comp || !hhmm || ymdOf(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) !== id.slice(1, 9)) return null;
      const start = romeInstant(Number(m[1]), Number(m[2]), Number(m[3]), hhmm);
      return shapeOf(id, comp, start, false, pairingOf(comp, dayNumber(Number(m[1]), Number(m[2]), Number(m[3])), Number(m[5])));
    }
    m = /^L(\d)(0|[1-9]\d{0,8})$/.exec(id);
    if (m) {
      const slot = LIVE_SLOTS[Number(m[1])];
      if (!slot) return null;
      const start = new Date(Number(m[2]) * LIVE_CYCLE + slot.offset);
      const comp = COMPETITIONS[slot.comp]!;
      return shapeOf(id, comp, start, true, livePairing(comp, start));
    }
    return null;
  }

  event(id: string, now: Date): FeedEvent | null {
    const s = this.shape(id);
    if (!s) return null;
    const t = now.getTime();
    const started = t >= s.start.getTime();
    const cancelled = s.postponed && started;
    const length = s.live ? LIVE_LENGTH : PRE_LENGTH;
    const finished = !cancelled && t >= s.start.getTime() + length;
    const inPlay = s.live && started && !finished;
    // Live: the score so far and how far the match has gone.
    const minute = inPlay ? Math.min(95, Math.floor((t - s.start.getTime()) / MINUTE)) : 0;
    let score: Score | null = null;
    let clock: string | null = null;
    let sinceGoal = Infinity;
    if (inPlay) {
      if (s.comp.sport === 'calcio') {
        const past = s.goals.filter((g) => g.minute <= Math.min(90, minute));
        score = { home: past.filter((g) => g.side === 'home').length, away: past.filter((g) => g.side === 'away').length };
        const last = past.at(-1);
        if (last) sinceGoal = t - (s.start.getTime() + last.minute * MINUTE);
        clock = minute > 90 ? "90+'" : `${minute}'`;
      } else {
        const share = Math.min(1, minute / 95);
        score = { home: Math.floor(s.final.home * share), away: Math.floor(s.final.away * share) };
        clock = s.comp.sport === 'tennis' ? `Set ${Math.min(3, 1 + Math.floor(share * 3))}` : `Q${Math.min(4, 1 + Math.floor(share * 4))}`;
      }
    }
    const tick = inPlay ? Math.floor(t / LIVE_TICK) : Math.floor(t / PRE_TICK);
    const markets: FeedMarket[] = marketsOf(s).map((mk, mi) => {
      const suspended = finished || (started && !s.live) || (inPlay && (sinceGoal < MINUTE || minute >= 90 || (mk.handicap !== null && tick % 6 === 0)));
      return {
        id: `${id}M${mi}`,
        name: mk.name,
        handicap: mk.handicap,
        suspended,
        outcomes: mk.outcomes.map((o, oi) => {
          let p = o.p;
          if (score) {
            // In play the side ahead grows more likely as time runs out; a settled outcome is near certain.
            const progress = minute / 95;
            const now = o.wins(score) ? 1 : 0;
            p = p * (1 - progress * 0.7) + now * progress * 0.7;
          }
          const drift = 1 + (unit(`${id}:${mi}:${oi}:${tick}`) - 0.5) * (inPlay ? 0.16 : 0.06);
          return { hash: `${id}M${mi}O${oi}`, code: o.code, label: o.label, quota: priceOf(p / drift) };
        }),
      };
    });
    return {
      id,
      sport: s.comp.sport,
      sportName: SPORT_NAMES[s.comp.sport],
      competition: s.comp.slug,
      competitionName: s.comp.name,
      home: s.home,
      away: s.away,
      start: s.start,
      live: inPlay,
      finished,
      cancelled,
      score: score ? `${score.home}-${score.away}` : finished ? `${s.final.home}-${s.final.away}` : null,
      clock,
      markets,
    };
  }

  outcome(hash: string, now: Date) {
    const m = /^([EL]\d+)M(\d)O(\d)$/.exec(hash);
    if (!m) return null;
    const event = this.event(m[1]!, now);
    const market = event?.markets[Number(m[2])];
    const outcome = market?.outcomes[Number(m[3])];
    return event && market && outcome ? { event, market, outcome } : null;
  }

  result(eventId: string, now: Date): FeedResult | null {
    const s = this.shape(eventId);
    if (!s) return null;
    const hashes = marketsOf(s).flatMap((mk, mi) => mk.outcomes.map((o, oi) => ({ hash: `${eventId}M${mi}O${oi}`, wins: o.wins })));
    // Postponed: known at the start, every outcome void.
    if (s.postponed) return now < s.start ? null : { won: new Set(), voided: new Set(hashes.map((h) => h.hash)) };
    if (now.getTime() < s.start.getTime() + (s.live ? LIVE_LENGTH : PRE_LENGTH)) return null;
    return { won: new Set(hashes.filter((h) => h.wins(s.final)).map((h) => h.hash)), voided: new Set() };
  }
}

export const sandboxSportFeed = new SandboxSportFeed();
