/**
 * Bet list and statement rules (document 3 §2, §4, §9): pure, shared by the server (which enforces
 * them) and the web app (which mirrors them).
 */
import { PLATFORMS, type Platform } from '@betsite/contract/game-platforms';
import { localMidnight, localParts } from './site-time.ts';

/** Ticket states (stato_ticketField). */
export const TICKET_STATUS = { SOLD: 1, REFUNDED: 3, PAID: 5, NOT_WINNING: 8, NOT_TO_PAY: 10 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

/** stato_ticket_descrField for each state. */
export const TICKET_STATUS_TEXT: Record<TicketStatus, string> = {
  1: 'VENDUTO',
  3: 'RIMBORSATO',
  5: 'PAGATO',
  8: 'NON VINCENTE',
  10: 'DA NON PAGARE',
};

/** §4: PAGATO or VINCENTE = win; VENDUTO or RIMBORSATO = wait; DA NON PAGARE or NON VINCENTE = lost. */
export type TicketDisplay = 'win' | 'wait' | 'lost';
export function ticketDisplay(statusText: string): TicketDisplay | null {
  switch (statusText.trim().toUpperCase()) {
    case 'PAGATO':
    case 'VINCENTE':
      return 'win';
    case 'VENDUTO':
    case 'RIMBORSATO':
      return 'wait';
    case 'DA NON PAGARE':
    case 'NON VINCENTE':
      return 'lost';
    default:
      return null;
  }
}

/** Status filter options (§4): 100 Aperte = 1; 101 Chiuse = 3, 5, 8, 10; other ids match exactly. */
export const STATUS_FILTERS = [
  { id: 0, label: 'Tutti' },
  { id: 100, label: 'Aperte' },
  { id: 101, label: 'Chiuse' },
  { id: 1, label: 'Venduto' },
  { id: 3, label: 'Rimborsato' },
  { id: 5, label: 'Pagato' },
  { id: 8, label: 'Non vincente' },
  { id: 10, label: 'Da non pagare' },
] as const;
export function matchesStatusFilter(filter: number, status: number): boolean {
  if (filter === 0) return true;
  if (filter === 100) return status === 1;
  if (filter === 101) return status === 3 || status === 5 || status === 8 || status === 10;
  return status === filter;
}

/** Cause filter of the statement (§4): 1 sports bets, 6 casino games. */
export const CAUSE_FILTERS = [
  { id: 0, label: 'Tutte' },
  { id: 1, label: 'Scommesse sportive' },
  { id: 6, label: 'Giochi casinò' },
] as const;

/** The platforms the game platform port knows (docs/games.md): the contract's list, which the sandbox tester's schemas read too. */
export { PLATFORMS, type Platform };

/** piattaforma2Field as the legacy lists show it. */
export const PLATFORM_LABEL: Record<Platform, string> = {
  sport: 'SPORT',
  casino: 'CASINO',
  cash: 'GIOCHI CASH',
  gv: 'GV',
  lotto: 'LOTTO',
  '10elotto': '10ELOTTO',
  millionday: 'MILLIONDAY',
  ippica: 'IPPICA',
  virtual: 'VIRTUAL',
};

/** id_applField of statement movements: the cause (§4 "causes 1 sports bets, 6 casino games"). */
export const PLATFORM_CAUSE: Record<Platform, number> = { sport: 1, ippica: 2, virtual: 3, lotto: 4, '10elotto': 4, millionday: 4, gv: 5, casino: 6, cash: 7 };
export const CAUSE = { OPENING: 0, DEPOSIT: 20, WITHDRAWAL: 21, BONUS: 22 } as const;

/** Line details are hidden for lottery-style platforms and horse racing (§2). */
const NO_DETAIL = new Set(['LOTTO', '10ELOTTO', 'MILLIONDAY', 'GV', 'IPPICA']);
export const hasLineDetail = (piattaforma2: string) => !NO_DETAIL.has(piattaforma2.toUpperCase());

/** A card is expandable for casino game ids 102 and 144, or sport tickets (id containing DF or FB). */
export const isSportTicketId = (id: string) => /DF|FB/i.test(id);
export const isExpandable = (gioco: number, id: string) => gioco === 102 || gioco === 144 || isSportTicketId(id);
export const CASH_GAME_ID = 6;

/** EL_Lotterie_Dettagli type: LOTTO_MILLIONDAY for ids starting M, LOTTOE10 for D, else LOTTO. */
export function lotteryType(ticketId: string): 'LOTTO' | 'LOTTO_MILLIONDAY' | 'LOTTOE10' {
  const first = ticketId.trim().charAt(0).toUpperCase();
  return first === 'M' ? 'LOTTO_MILLIONDAY' : first === 'D' ? 'LOTTOE10' : 'LOTTO';
}

// ---- date filters (§4) ----

export const DATE_FILTERS = [
  { id: 0, label: 'Oggi' },
  { id: 1, label: 'Ieri' },
  { id: 2, label: 'Ultima settimana' },
  { id: 3, label: 'Ultimo mese' },
  { id: 4, label: 'Il mese scorso' },
  { id: 6, label: 'Personalizzato' },
] as const;
/** The bet list also offers option 5, the last 59 days (§4: not in the statement's list). */
export const BET_DATE_FILTERS = [...DATE_FILTERS.slice(0, 5), { id: 5, label: 'Ultimi 59 giorni' }, DATE_FILTERS[5]] as const;
export type DateFilterId = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const STATEMENT_DEFAULT_FILTER: DateFilterId = 2;
export const BETS_DEFAULT_FILTER: DateFilterId = 0;
/** Custom ranges go back at most 5 years. */
export const CUSTOM_RANGE_YEARS = 5;

export { localMidnight } from './site-time.ts';

export interface DateRange {
  from: Date;
  /** Exclusive end. */
  to: Date;
}

/**
 * The range a date filter means at `now` (site time). 2 = the last 7 days including today; 3 =
 * month to date; 4 = the previous calendar month; 5 = last 2 months (statement) or 59 days (bets);
 * 6 = the chosen year and month.
 */
export function dateFilterRange(id: DateFilterId, now: Date, opts: { year?: number; month?: number; list?: 'statement' | 'bets' } = {}): DateRange {
  const { year, month, day } = localParts(now);
  const tomorrow = localMidnight(year, month, day + 1);
  switch (id) {
    case 0:
      return { from: localMidnight(year, month, day), to: tomorrow };
    case 1:
      return { from: localMidnight(year, month, day - 1), to: localMidnight(year, month, day) };
    case 2:
      return { from: localMidnight(year, month, day - 6), to: tomorrow };
    case 3:
      return { from: localMidnight(year, month, 1), to: tomorrow };
    case 4:
      return { from: localMidnight(year, month - 1, 1), to: localMidnight(year, month, 1) };
    case 5:
      return opts.list === 'bets'
        ? { from: localMidnight(year, month, day - 58), to: tomorrow }
        : { from: localMidnight(year, month - 2, day + 1), to: tomorrow };
    case 6: {
      const y = opts.year ?? year;
      const m = opts.month ?? month;
      // The oldest month offered is readable from the same day five years ago only.
      const start = localMidnight(y, m, 1);
      const earliest = earliestReadable(now);
      return { from: start < earliest ? earliest : start, to: localMidnight(y, m + 1, 1) };
    }
  }
}

/**
 * The months a custom range may pick: the current one and back to the month of 5 years ago (61),
 * whose readable part starts on the same day (`earliestReadable`). So the year picker always
 * offers this year and the 5 before it, in December as in January.
 */
export function customMonths(now: Date): { year: number; month: number }[] {
  const { year, month } = localParts(now);
  const out: { year: number; month: number }[] = [];
  for (let i = 0; i <= CUSTOM_RANGE_YEARS * 12; i++) {
    const m = month - i;
    const y = year + Math.floor((m - 1) / 12);
    out.push({ year: y, month: ((m - 1 + 1200) % 12) + 1 });
  }
  return out;
}

/** The earliest instant the statement and bet list may read: 5 years before today's start. */
export function earliestReadable(now: Date): Date {
  const { year, month, day } = localParts(now);
  return localMidnight(year - CUSTOM_RANGE_YEARS, month, day);
}

/** Page sizes (§9): movements table 5, pagination block 5, reservations take 1000. */
export const STATEMENT_PAGE_SIZE = 5;
export const PAGINATION_BLOCK = 5;
export const RESERVATIONS_TAKE = 1000;
/** Ticket print opens the print dialog 1 s after its data (§9). */
export const PRINT_DIALOG_DELAY_MS = 1000;

/**
 * Whether a print page's `auth` is a share token ('Condividi', `s<player>.<mac>`) rather than a
 * one-use print token: the server does not spend it, and the page opened from a shared link does not
 * open the print dialog (the reader came to look, not to print).
 */
export const isShareToken = (token: string): boolean => /^s\d{1,10}\./.test(token);
