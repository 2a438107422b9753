import { randomBytes } from 'node:crypto';
import { PLATFORM_LABEL, type Platform } from '@betsite/domain/bets';
import { VOID_ODDS } from '@betsite/domain/sportsbook';
import type { GamePlatformAdapter, OpenTicketInput, Outcome, SportLine, SystemElement, TicketDetail, TicketRow } from './port.ts';

/**
 * The sandbox game platforms (docs/games.md): realistic tickets for every platform the
 * specification names, built from a random source so the tester page, the demo seed and the
 * history generator (fixed seed) all speak the same language as a real platform would.
 */
export type Rng = () => number;

/** mulberry32: tiny, fast, deterministic for a fixed seed. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const cryptoRng: Rng = () => randomBytes(4).readUInt32BE(0) / 4294967296;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

// ---- the sandbox sportsbook: its events and outcomes ----

const LEAGUES = [
  { group: 'Calcio - Serie A', teams: ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino'] },
  { group: 'Calcio - Premier League', teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Tottenham', 'Newcastle'] },
  { group: 'Tennis - ATP', teams: ['Sinner J.', 'Alcaraz C.', 'Djokovic N.', 'Musetti L.', 'Zverev A.', 'Medvedev D.'] },
  { group: 'Basket - Serie A', teams: ['Olimpia Milano', 'Virtus Bologna', 'Venezia', 'Brescia', 'Trento', 'Sassari'] },
] as const;
const MARKETS: { scomm: string; esiti: (readonly [string, string])[] }[] = [
  {
    scomm: '1X2 Esito Finale',
    esiti: [
      ['1', '1'],
      ['X', 'X'],
      ['2', '2'],
    ],
  },
  {
    scomm: 'Under/Over 2.5',
    esiti: [
      ['U', 'Under'],
      ['O', 'Over'],
    ],
  },
  {
    scomm: 'Goal/No Goal',
    esiti: [
      ['GG', 'Goal'],
      ['NG', 'No Goal'],
    ],
  },
  {
    scomm: 'Testa a Testa',
    esiti: [
      ['1', '1'],
      ['2', '2'],
    ],
  },
];

export interface SandboxOutcome {
  hash: string;
  groupName: string;
  descrAvv: string;
  descrScomm: string;
  descrEsito: string;
  codEsito: string;
  quota: number;
  eventAt: Date;
}

/** The stored row of an outcome (sport_outcomes): what a ticket's or reservation's detail refers to by hash. */
export const toOutcomeRow = (o: SandboxOutcome) => ({
  hash: o.hash,
  groupName: o.groupName,
  descrAvv: o.descrAvv,
  descrScomm: o.descrScomm,
  descrEsito: o.descrEsito,
  quota: o.quota,
  eventAt: o.eventAt,
});

export function sandboxOutcome(rng: Rng, eventAt: Date): SandboxOutcome {
  const league = pick(rng, LEAGUES);
  const home = pick(rng, league.teams);
  let away = pick(rng, league.teams);
  if (away === home) away = league.teams[(league.teams.indexOf(home as never) + 1) % league.teams.length]!;
  const market = league.group.startsWith('Tennis') ? MARKETS[3]! : pick(rng, MARKETS.slice(0, 3));
  const [cod, esito] = pick(rng, market.esiti);
  const hash = `O${Math.floor(rng() * 0xffffffff)
    .toString(16)
    .padStart(8, '0')}${Math.floor(rng() * 0xffff)
    .toString(16)
    .padStart(4, '0')}`;
  return {
    hash,
    groupName: league.group,
    descrAvv: `${home} - ${away}`,
    descrScomm: market.scomm,
    descrEsito: esito,
    codEsito: cod,
    quota: int(rng, 125, 480),
    eventAt,
  };
}

const fmtDate = (d: Date) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(',', '');

function lineOf(o: SandboxOutcome, fissa = false): SportLine {
  return {
    Group_Name: o.groupName,
    Data: fmtDate(o.eventAt),
    Descr_avv: o.descrAvv,
    Descr_scomm: o.descrScomm,
    Descr_esito: o.descrEsito,
    Quota: o.quota,
    Quota_pag: o.quota,
    HandicapDecoded: null,
    Cod_Esito: o.codEsito,
    Cod_Esito_vin: null,
    Fissa: fissa,
    Esito: 'Pending',
    OutcomeId_hash: o.hash,
  };
}

/** n choose k */
const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

// ---- tickets per platform ----

export interface TicketSpec {
  platform: Platform;
  /** sport only */
  kind?: 'singola' | 'multipla' | 'sistema';
  live?: boolean;
  /** casino only: 102 or 144 */
  casinoGame?: 102 | 144;
  stake?: number;
  fun?: boolean;
}

const GIOCO: Record<Platform, number> = { sport: 1, ippica: 2, virtual: 3, lotto: 4, gv: 5, cash: 6, '10elotto': 7, millionday: 8, casino: 102 };
const PREFIX: Record<Platform, string> = {
  sport: 'DF',
  casino: 'CS',
  cash: 'CA',
  gv: 'GV',
  lotto: 'L',
  '10elotto': 'D',
  millionday: 'M',
  ippica: 'IP',
  virtual: 'VR',
};

/** A ticket code in the platform's own format: DF…/FB… sport (prematch/live), M… MillionDay, D… 10eLotto… */
export function ticketCode(spec: TicketSpec, serial: string): string {
  const prefix = spec.platform === 'sport' && spec.live ? 'FB' : PREFIX[spec.platform];
  return `${prefix}${serial}`.toUpperCase();
}

/** Builds what a platform would report for a new ticket (without the player). */
export function sandboxTicket(rng: Rng, spec: TicketSpec, serial: string, placedAt: Date): Omit<OpenTicketInput, 'userId'> & { outcomes: SandboxOutcome[] } {
  const code = ticketCode(spec, serial);
  const stake = spec.stake ?? pick(rng, [100, 200, 300, 500, 1000, 1500, 2000, 2500, 5000]);
  const base = {
    code,
    platform: spec.platform,
    gioco: GIOCO[spec.platform],
    stake,
    fun: spec.fun ?? false,
    placedAt,
    ricevutaPgad: `${code}-${placedAt.getTime().toString(36).toUpperCase()}`,
  };
  const outcomes: SandboxOutcome[] = [];
  switch (spec.platform) {
    case 'sport': {
      const kind = spec.kind ?? pick(rng, ['singola', 'multipla', 'multipla', 'sistema'] as const);
      const n = kind === 'singola' ? 1 : kind === 'multipla' ? int(rng, 2, 6) : int(rng, 3, 5);
      for (let i = 0; i < n; i++)
        outcomes.push(sandboxOutcome(rng, new Date(placedAt.getTime() + (spec.live ? -int(rng, 5, 80) : int(rng, 60, 4000)) * 60_000)));
      const lines = outcomes.map((o, i) => lineOf(o, kind === 'sistema' && i === 0));
      let sistema: SystemElement[] = [];
      let quotaTotale = lines.reduce((q, l) => Math.round((q * l.Quota) / 100), 100);
      let potential = Math.round((stake * quotaTotale) / 100);
      if (kind === 'sistema') {
        const free = n - 1; // one 'fissa' in every combination
        const k = free - 1;
        const combos = choose(free, k);
        const each = Math.max(1, Math.floor(stake / combos));
        sistema = [{ Sistema: `${k}/${free} + 1F`, Num_combinazioni: combos, Importo_scomm: each }];
        const sorted = lines
          .slice(1)
          .map((l) => l.Quota)
          .sort((a, b) => b - a);
        quotaTotale = sorted.slice(0, k).reduce((q, x) => Math.round((q * x) / 100), lines[0]!.Quota);
        potential = Math.round((each * quotaTotale) / 100) * combos;
      }
      const bonus = kind === 'multipla' && n >= 5 ? Math.round(potential * 0.05) : 0;
      const detail: TicketDetail = { sport: { tipo: kind, live: spec.live ?? false, lines, sistema, quotaTotale, bonus } };
      const label = kind === 'singola' ? 'Singola' : kind === 'multipla' ? `Multipla (${n})` : `Sistema ${sistema[0]!.Sistema}`;
      return { ...base, giocoDescr: `Scommesse ${spec.live ? 'Live' : 'Prematch'} - ${label}`, potentialWin: potential + bonus, detail, outcomes };
    }
    case 'casino': {
      const game = spec.casinoGame ?? pick(rng, [102, 144] as const);
      const name = game === 102 ? 'Roulette Europea' : pick(rng, ['Book of Ra Deluxe', 'Starburst', 'Gonzo’s Quest', 'Sweet Bonanza']);
      const detail: TicketDetail = {
        casino: {
          gioco: name,
          inizio: placedAt.toISOString(),
          fine: null,
          bet: stake,
          win: 0,
          sessioneAAMS: `N${Math.floor(rng() * 1e12)
            .toString()
            .padStart(12, '0')}`,
        },
      };
      return { ...base, gioco: game, giocoDescr: name, detail, outcomes };
    }
    case 'cash':
      return {
        ...base,
        giocoDescr: pick(rng, ['Poker Cash', 'Blackjack Cash', 'Bingo Istantaneo']),
        detail: { cash: { gioco: 'Gioco a distanza', esito: 'In corso', giocate: int(rng, 1, 20) } },
        outcomes,
      };
    case 'gv': {
      const concorso = String(int(rng, 1000, 9999));
      const token = Math.floor(rng() * 1e16)
        .toString(36)
        .toUpperCase();
      const detail: TicketDetail = {
        gv: {
          // The platform's receipt carries its own credential (the replay token), as real receipt links do.
          ricevutaUrl: `/sandbox/games/gv/ricevuta/${code}?token=${token}`,
          replayData: { token, numconto: String(int(rng, 100000, 999999)), concorso, idtransazione: `T${code}`, idrivenditore: '90001' },
        },
      };
      return {
        ...base,
        giocoDescr: pick(rng, [
          'Gratta e Vinci Online - Il Miliardario',
          'Gratta e Vinci Online - Turista per Sempre',
          'Gratta e Vinci Online - Mega Miliardario',
        ]),
        detail,
        outcomes,
      };
    }
    case 'lotto':
    case '10elotto':
    case 'millionday': {
      const count = spec.platform === 'lotto' ? int(rng, 1, 5) : spec.platform === 'millionday' ? 5 : int(rng, 1, 10);
      const max = spec.platform === 'lotto' ? 90 : spec.platform === 'millionday' ? 55 : 90;
      const numeri = new Set<number>();
      while (numeri.size < count) numeri.add(int(rng, 1, max));
      const ruote =
        spec.platform === 'lotto'
          ? [pick(rng, ['Bari', 'Cagliari', 'Firenze', 'Genova', 'Milano', 'Napoli', 'Palermo', 'Roma', 'Torino', 'Venezia', 'Nazionale'])]
          : [];
      const detail: TicketDetail = {
        lottery: {
          concorso: String(int(rng, 1, 156)),
          estrazione: fmtDate(new Date(placedAt.getTime() + 6 * 3600_000)),
          numeri: [...numeri].sort((a, b) => a - b),
          ruote,
          vincenti: [],
        },
      };
      return {
        ...base,
        giocoDescr: PLATFORM_LABEL[spec.platform] === 'LOTTO' ? 'Lotto' : spec.platform === 'millionday' ? 'MillionDay' : '10eLotto',
        detail,
        outcomes,
      };
    }
    case 'ippica': {
      const detail: TicketDetail = {
        race: {
          ippodromo: pick(rng, ['San Siro', 'Capannelle', 'Agnano', 'Le Mulina']),
          corsa: `Corsa ${int(rng, 1, 9)}`,
          cavalli: [`${int(rng, 1, 14)} - ${pick(rng, ['Varenne', 'Ribot', 'Tornese', 'Delfo', 'Falco'])}`],
        },
      };
      return { ...base, giocoDescr: 'Ippica Nazionale - Vincente', detail, outcomes };
    }
    case 'virtual': {
      const o = sandboxOutcome(rng, placedAt);
      return { ...base, giocoDescr: 'Calcio Virtuale', detail: { virtual: { evento: o.descrAvv, esito: o.descrEsito, quota: o.quota } }, outcomes };
    }
  }
}

/** A platform's result for a ticket: realistic odds of winning per platform. */
export function sandboxResult(
  rng: Rng,
  t: Pick<TicketRow, 'platform' | 'stake' | 'potentialWin' | 'detail'>,
): { outcome: Outcome; payout: number; detail: TicketDetail } {
  const detail = structuredClone(t.detail) as TicketDetail;
  const roll = rng();
  if (roll < 0.04) return { outcome: 'refunded', payout: t.stake, detail: markLines(detail, 'Void') };
  if (roll < 0.05 && t.platform === 'sport') return { outcome: 'void', payout: 0, detail };
  const winChance: Record<string, number> = {
    sport: 0.3,
    casino: 0.45,
    cash: 0.45,
    gv: 0.25,
    lotto: 0.1,
    '10elotto': 0.2,
    millionday: 0.05,
    ippica: 0.25,
    virtual: 0.3,
  };
  const won = rng() < (winChance[t.platform] ?? 0.3);
  let payout = 0;
  if (won) {
    if (t.platform === 'sport') payout = t.potentialWin;
    else if (t.platform === 'casino') payout = Math.round(t.stake * (0.6 + rng() * 2.4));
    else payout = Math.round(t.stake * pick(rng, [1, 2, 2, 3, 5, 10]));
  }
  if (detail.sport) markLines(detail, won ? 'Win' : 'Lose');
  if (detail.casino) Object.assign(detail.casino, { win: payout, fine: new Date(Date.parse(detail.casino.inizio) + 25 * 60_000).toISOString() });
  if (detail.cash) detail.cash.esito = won ? 'Vincente' : 'Non vincente';
  if (detail.lottery && won) detail.lottery.vincenti = detail.lottery.numeri.slice(0, 2);
  return { outcome: won ? 'won' : 'lost', payout, detail };
}

/**
 * A ticket's detail as a loss, whatever it said before: every platform's own result (the sport lines,
 * the casino win, the cash game's esito, the lottery's winning numbers) agrees with a payout of 0.
 */
export function markLost(d: TicketDetail): TicketDetail {
  markLines(d, 'Lose');
  if (d.casino) d.casino.win = 0;
  if (d.cash) d.cash.esito = 'Non vincente';
  if (d.lottery) d.lottery.vincenti = [];
  return d;
}

/** How a sport ticket's lines read once it is settled this way (a 'void' ticket, not payable, keeps them open). */
export const esitoOfOutcome = (o: Outcome): SportLine['Esito'] => (o === 'won' ? 'Win' : o === 'lost' ? 'Lose' : o === 'refunded' ? 'Void' : 'Pending');

export function markLines(d: TicketDetail, esito: SportLine['Esito']): TicketDetail {
  if (!d.sport) return d;
  d.sport.lines.forEach((l, i) => {
    // A losing multiple loses on one line, the others may have won.
    l.Esito = esito === 'Lose' ? (i === d.sport!.lines.length - 1 ? 'Lose' : 'Win') : esito;
    l.Cod_Esito_vin = l.Esito === 'Win' ? l.Cod_Esito : l.Esito === 'Lose' ? 'X' : null;
    // A void line is paid at 1,00 (document 3: Quota_pag), as the sportsbook's settlement writes it.
    l.Quota_pag = l.Esito === 'Void' ? VOID_ODDS : l.Quota;
  });
  return d;
}

/** The sandbox platform accepts a cash-out at the amount it currently offers. */
export const sandboxGamePlatform: GamePlatformAdapter = {
  async confirmCashout() {
    return 'accepted';
  },
};

/** A cash-out offer for an open sport ticket: between 40 % and 95 % of the stake-weighted potential. */
export function sandboxCashoutOffer(rng: Rng, t: Pick<TicketRow, 'stake' | 'potentialWin'>): number {
  return Math.max(1, Math.round(t.stake * 0.4 + (t.potentialWin - t.stake) * rng() * 0.3));
}
