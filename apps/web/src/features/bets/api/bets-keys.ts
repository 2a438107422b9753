/**
 * The query keys of the statement and the bet list, all under 'bets': a cash-out or a sandbox
 * round reloads them all at once.
 */
export const betsKeys = {
  all: ['bets'] as const,
  statement: (from: string, to: string) => ['bets', 'statement', from, to] as const,
  list: (fun: boolean, from: string, to: string) => ['bets', 'list', fun, from, to] as const,
  reserved: ['bets', 'reserved'] as const,
  cashout: ['bets', 'cashout'] as const,
  events: (hashes: string) => ['bets', 'events', hashes] as const,
};
