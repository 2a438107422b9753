import { createHash } from 'node:crypto';
import { GAMES_TEXT as T } from '@betsite/contract/games-messages';
import { ROUND_CODES } from '@betsite/contract/games-codes';
import { BLACKJACK_GAME } from '@betsite/contract/blackjack-rules';
import type { TLobby, TPlayRoundBody, TPlayRoundResult, TSlotSymbol } from '@betsite/contract/games';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../platform/errors.ts';
import { refuse, type Outcome, type Refusal } from '../../../platform/outcome.ts';
import { exclusionRefusal } from '../../responsible-gaming/guard.ts';
import type { GamePlatformPort, OpenTicketResult, TicketDetail, TicketRow } from '../port.ts';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_TEXT } from '@betsite/contract/play-limits-texts';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { cryptoRng, type Rng } from '../sandbox.ts';
import { lobbyGames } from './catalogue.ts';
import { gameOpenTo, seesHiddenGames } from './hidden-games.ts';
import { spinSlot } from './slot.ts';

/** Slots (giocoField 144), as the casino tickets of the sandbox platform. */
export const SLOT_GIOCO = 144;

const roundHash = (userId: number, key: string) => createHash('sha256').update(`round:${userId}:${key}`).digest('hex');

/**
 * The ticket code of a round: the player and the client's key, hashed. The same key of the same
 * player is the same round (played once); another player's key can never reach this player's round.
 * Digits only after 'CS': the bet list opens an id containing DF or FB as a sport ticket (document
 * 3 §2), and a hexadecimal code held one of them about once in five rounds.
 */
export const roundCode = (userId: number, key: string) => `CS${(BigInt(`0x${roundHash(userId, key)}`) % 10n ** 30n).toString().padStart(30, '0')}`;

/** The hexadecimal code rounds were played under before; a key replayed from then still finds its round. */
export const hexRoundCode = (userId: number, key: string) => `CS${roundHash(userId, key).slice(0, 30).toUpperCase()}`;

/** The code of a key's round: the one it was played under when it exists, else the code a new round gets. */
export async function roundCodeOf(exists: (code: string) => Promise<unknown>, userId: number, key: string): Promise<string> {
  const code = roundCode(userId, key);
  if (await exists(code)) return code;
  const hex = hexRoundCode(userId, key);
  return (await exists(hex)) ? hex : code;
}

type Port = Pick<GamePlatformPort, 'openTicket' | 'settleTicket'> & { find(code: string): Promise<TicketRow | undefined> };

/**
 * One slot round through the game platform port: the stake is a ticket opened (its own ledger
 * transfer), the result a settlement (another), both idempotent by the round's code. The reels are
 * decided before the stake and kept on the ticket, so a replayed key always answers the same round
 * and a round interrupted between the two transfers is finished by the replay, never spun again.
 */
export async function playRound(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  port: Port,
  userId: number,
  body: TPlayRoundBody,
  rng: Rng = cryptoRng,
): Promise<Outcome<TPlayRoundResult>> {
  // A game not yet public is played only by who sees it (hidden-games.ts); to anyone else it does not exist.
  const game = await gameOpenTo(deps.db, userId, body.GameCode);
  // 'Blackjack classico' is played as a blackjack (blackjack-service.ts), never as the slot.
  if (!game || game.code === BLACKJACK_GAME) return refuse(ROUND_CODES.NOT_FOUND, T.gameNotFound);
  const code = await roundCodeOf((c) => port.find(c), userId, body.Key);

  let ticket = await port.find(code);
  let replay = true;
  if (ticket) {
    if (ticket.userId !== userId || ticket.stake !== body.Stake || slotOf(ticket)?.game !== game.code) return refuse(ROUND_CODES.CONFLICT, T.conflict);
  } else {
    // Play refused by the exclusion guard, with its Italian reason (docs/responsible-gaming.md).
    const refusal = await exclusionRefusal(deps.db, deps.clock, userId, 'casino');
    if (refusal) throw forbidden(refusal);
    const now = deps.clock.now();
    const spin = spinSlot(rng, body.Stake);
    const detail: TicketDetail = {
      casino: { gioco: game.name, inizio: now.toISOString(), fine: null, bet: body.Stake, win: spin.win, sessioneAAMS: `N${code.slice(2, 14)}` },
      slot: { game: game.code, reels: spin.reels },
    };
    const opened = await port.openTicket({
      code,
      userId,
      platform: 'casino',
      gioco: SLOT_GIOCO,
      giocoDescr: game.name,
      stake: body.Stake,
      potentialWin: spin.win,
      detail,
      placedAt: now,
    });
    if (!opened.ok) return refusalOf(opened);
    ticket = opened.ticket;
    replay = opened.replay;
    // The same key raced with another game: that round stands, this one is refused.
    if (slotOf(ticket)?.game !== game.code) return refuse(ROUND_CODES.CONFLICT, T.conflict);
  }

  if (ticket.status === 1) {
    const settled = await settleRound(port, ticket, deps.clock.now());
    if (!settled.ok) return refuse(ROUND_CODES.CONFLICT, T.conflict);
    ticket = settled.ticket;
    replay = replay && settled.replay;
  }
  return { Code: code, GameCode: game.code, Reels: slotOf(ticket)!.reels as TSlotSymbol[], Stake: ticket.stake, Win: ticket.payout, Replay: replay };
}

const slotOf = (t: TicketRow) => (t.detail as TicketDetail).slot;

/** Pays an open round its stored result (decided before the stake), once: the port's settlement is idempotent by the code. */
export function settleRound(port: Pick<GamePlatformPort, 'settleTicket'>, ticket: TicketRow, at: Date) {
  const casino = (ticket.detail as TicketDetail).casino!;
  return port.settleTicket({
    code: ticket.code,
    outcome: casino.win > 0 ? 'won' : 'lost',
    payout: casino.win,
    detail: { ...(ticket.detail as TicketDetail), casino: { ...casino, fine: at.toISOString() } },
  });
}

/**
 * The port's refusals; `not_allowed` (the port's own gate) is a 403 like the exclusion guard's. The
 * responsible-gaming refusals (spending or time limit reached, first access not done) carry the same
 * Italian reasons as everywhere else the platform refuses a stake.
 */
export function refusalOf(r: OpenTicketResult & { ok: false }): Refusal {
  switch (r.reason) {
    case 'insufficient_funds':
      return refuse(ROUND_CODES.INSUFFICIENT, T.insufficient);
    case 'not_allowed':
      throw forbidden(T.notAllowed);
    case 'conflict':
      return refuse(ROUND_CODES.CONFLICT, T.conflict);
    case 'spend_limit':
      return refuse(ROUND_CODES.LIMIT, PLAY_LIMIT_TEXT.spendReached(euroLimit(r.left)));
    case 'time_limit':
      return refuse(ROUND_CODES.LIMIT, PLAY_LIMIT_TEXT.timeReached);
    case 'first_access':
      return refuse(ROUND_CODES.LIMIT, FIRST_ACCESS_TEXT.blocked);
    default:
      return refuse(ROUND_CODES.INVALID, T.invalid);
  }
}

/** The games lobby: its catalogue and, where the sandbox platform plays, a slot round. */
export class GameLobbyService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock'>,
    private readonly port: Port,
  ) {}

  /** The public catalogue (the same for everyone, rendered with the pages); `playable` when the sandbox's own slot may be played here. */
  games(playable: boolean): Promise<TLobby> {
    return lobbyGames(this.deps.db, playable);
  }

  /** The catalogue as this player sees it: with the hidden games for an operator who asked for them, else the public one. */
  async gamesFor(userId: number, playable: boolean): Promise<TLobby> {
    return lobbyGames(this.deps.db, playable, await seesHiddenGames(this.deps.db, userId));
  }

  play(userId: number, body: TPlayRoundBody): Promise<Outcome<TPlayRoundResult>> {
    return playRound(this.deps, this.port, userId, body);
  }
}
