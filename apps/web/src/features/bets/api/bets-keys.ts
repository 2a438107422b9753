import type { DateChoice } from '../lib/ranges.ts';

/**
 * The query keys of the statement and the bet list, all under 'bets': a cash-out or a sandbox
 * round reloads them all at once. A list is keyed by the date choice, not its dates: the dates
 * follow the Italian calendar day and are worked out when the list is read (ranges.ts).
 */
export const betsKeys = {
  all: ['bets'] as const,
  statement: (c: DateChoice) => ['bets', 'statement', c.filter, c.year, c.month] as const,
  list: (fun: boolean, c: DateChoice) => ['bets', 'list', fun, c.filter, c.year, c.month] as const,
  reserved: ['bets', 'reserved'] as const,
  cashout: ['bets', 'cashout'] as const,
  events: (hashes: string) => ['bets', 'events', hashes] as const,
};
