import { BLACKJACK_CODES as CODES, BLACKJACK_GAME, BLACKJACK_TEXT as B, type THandState } from '@betsite/contract/blackjack-rules';
import type { TBlackjackActionBody, TBlackjackDealBody, TBlackjackHand, TBlackjackOpenHand } from '@betsite/contract/blackjack';
import { GAMES_TEXT as T } from '@betsite/contract/games-messages';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../platform/errors.ts';
import { refuse, type Outcome } from '../../../platform/outcome.ts';
import { exclusionRefusal } from '../../responsible-gaming/guard.ts';
import type { GamePlatformPort, TicketDetail, TicketRow } from '../port.ts';
import { deal, hit, newShoe, payoutOf, stand, type HandResult, type Played } from './blackjack.ts';
import * as repo from './blackjack-repository.ts';
import type { HandRow } from './blackjack-repository.ts';
import { gameOpenTo } from './hidden-games.ts';
import { refusalOf, roundCodeOf } from './round-service.ts';

/** Table games (giocoField 102), as the casino tickets of the sandbox platform. */
/** A hand written but never staked (the deal stopped between the two) stops blocking its player after this long. */
const UNSTAKED_GRACE_MS = 60_000;

type Port = Pick<GamePlatformPort, 'openTicket' | 'settleTicket'> & { find(code: string): Promise<TicketRow | undefined> };

/**
 * The sandbox blackjack through the game platform port (docs/games.md "Blackjack"). A hand is one
 * casino ticket: `openTicket` takes the stake at the deal and the ticket stays open ('in corso', status
 * VENDUTO) while the hand is played; `settleTicket` ends it — won with the payout, lost, or refunded
 * for a push. The shoe and the hole card live in `blackjack_hands` and leave the server only once the
 * hand is decided. The hand's result is written first, then settled: a settlement interrupted between
 * the two is finished the next time the hand is read (by a retried action, the open-hand call or a deal).
 */
export class BlackjackService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock'>,
    private readonly port: Port,
    /** A fresh shuffled shoe for each hand (six decks, crypto RNG); tests stack their own. */
    private readonly shuffle: () => string[] = () => newShoe(),
  ) {}

  async deal(userId: number, body: TBlackjackDealBody): Promise<Outcome<TBlackjackHand>> {
    // The blackjack too, were it ever hidden: only who sees hidden games may deal it (hidden-games.ts).
    const game = await gameOpenTo(this.deps.db, userId, body.GameCode);
    if (!game || game.code !== BLACKJACK_GAME) return refuse(CODES.NOT_FOUND, T.gameNotFound);
    const db = this.deps.db;
    const code = await roundCodeOf(async (c) => (await repo.handByCode(db, c)) ?? (await this.port.find(c)), userId, body.Key);

    let hand = await repo.handByCode(db, code);
    if (!hand) {
      // The key already played something else (a slot round): 'already registered with other data'.
      if (await this.port.find(code)) return refuse(CODES.CONFLICT, T.conflict);
      const refusal = await exclusionRefusal(db, this.deps.clock, userId, 'casino');
      if (refusal) throw forbidden(refusal);
      if (await this.pendingHand(userId)) return refuse(CODES.HAND_OPEN, B.handOpen);
      const dealt = deal(this.shuffle());
      hand = await repo.insertHand(db, {
        code,
        userId,
        game: game.code,
        stake: body.Stake,
        ...rowOf(dealt, body.Stake),
        createdAt: this.deps.clock.now(),
      });
      // Raced by the same key (answered below as its replay) or by another deal of this player, which
      // holds the slot from its own insert, whatever its cards: refused before anything is staked.
      hand ??= await repo.handByCode(db, code);
      if (!hand) return refuse(CODES.HAND_OPEN, B.handOpen);
    }
    if (hand.userId !== userId || hand.stake !== body.Stake || hand.game !== game.code) return refuse(CODES.CONFLICT, T.conflict);

    let replay = true;
    let ticket = await this.port.find(code);
    if (!ticket) {
      const now = this.deps.clock.now();
      const detail: TicketDetail = {
        casino: { gioco: game.name, inizio: hand.createdAt.toISOString(), fine: null, bet: hand.stake, win: 0, sessioneAAMS: `N${code.slice(2, 14)}` },
      };
      const opened = await this.port.openTicket({
        code,
        userId,
        platform: 'casino',
        gioco: repo.TABLE_GIOCO,
        giocoDescr: game.name,
        stake: hand.stake,
        potentialWin: payoutOf('blackjack', hand.stake),
        detail,
        placedAt: now,
      });
      if (!opened.ok) {
        await repo.dropUnstaked(db, code);
        return refusalOf(opened);
      }
      ticket = opened.ticket;
      replay = opened.replay;
    }
    // A key that staked another game's ticket (a race with a slot round of the same key): the hand
    // was never staked, and goes, so it can neither block the table nor settle the slot's ticket.
    if (!isTableTicket(hand, ticket)) {
      await repo.dropUnstaked(db, code);
      return refuse(CODES.CONFLICT, T.conflict);
    }
    const settled = await this.settleIfDecided(hand, ticket);
    return view(hand, replay && !settled);
  }

  async act(userId: number, body: TBlackjackActionBody): Promise<Outcome<TBlackjackHand>> {
    const db = this.deps.db;
    for (let attempt = 0; attempt < 3; attempt++) {
      const hand = await repo.handByCode(db, body.Code);
      const found = hand && hand.userId === userId ? await this.port.find(hand.code) : undefined;
      // Another player's hand answers as a hand that does not exist: its code tells nothing; so does
      // a hand whose code holds another game's ticket (never staked: only the table's ticket is its).
      const ticket = hand && found && isTableTicket(hand, found) ? found : undefined;
      if (!hand || !ticket) return refuse(CODES.NOT_FOUND, B.handNotFound);
      const letter = body.Action === 'carta' ? 'C' : 'S';
      // The same action sent again (its answer lost): the hand as it is now, nothing drawn.
      if (body.Step === hand.step - 1 && hand.actions[body.Step] === letter) {
        await this.settleIfDecided(hand, ticket);
        return view(hand, true);
      }
      if (hand.status !== 'open') {
        await this.settleIfDecided(hand, ticket);
        return refuse(CODES.HAND_DONE, B.handDone);
      }
      if (body.Step !== hand.step) return refuse(CODES.STALE, B.stale);
      const table = { shoe: hand.shoe, player: hand.player, dealer: hand.dealer };
      const played = body.Action === 'carta' ? hit(table) : stand(table);
      const next = await repo.applyStep(db, hand.code, hand.step, {
        ...rowOf(played, hand.stake),
        actions: hand.actions + letter,
        step: hand.step + 1,
        ...(played.result ? { endedAt: this.deps.clock.now() } : {}),
      });
      // Another request moved the hand first: read it again and answer as that request left it.
      if (!next) continue;
      await this.settleIfDecided(next, ticket);
      return view(next, false);
    }
    return refuse(CODES.STALE, B.stale);
  }

  /** The hand the player left in play, if any (the game page shows it again); a decided hand still to settle is settled first. */
  async openHand(userId: number): Promise<TBlackjackOpenHand> {
    const hand = await this.pendingHand(userId);
    return { Hand: hand ? view(hand, false) : null };
  }

  /** The player's hand in play after settling any decided one whose settlement was interrupted. */
  private async pendingHand(userId: number): Promise<HandRow | undefined> {
    const db = this.deps.db;
    await repo.dropStaleUnstaked(db, userId, new Date(this.deps.clock.now().getTime() - UNSTAKED_GRACE_MS));
    let open: HandRow | undefined;
    for (const h of await repo.unfinishedHands(db, userId)) {
      if (h.status === 'open') open = h;
      else await this.settleIfDecided(h, await this.port.find(h.code));
    }
    return open;
  }

  /**
   * Settles a decided hand's ticket (once: the port is idempotent by code), then frees the player's
   * slot. True when money moved now.
   */
  private async settleIfDecided(hand: HandRow, ticket: TicketRow | undefined): Promise<boolean> {
    if (hand.status !== 'done' || !ticket || !isTableTicket(hand, ticket)) return false;
    if (ticket.status !== 1) {
      if (hand.active) await repo.release(this.deps.db, hand.code);
      return false;
    }
    const result = hand.result as HandResult;
    const casino = (ticket.detail as TicketDetail).casino!;
    const outcome = result === 'pareggio' ? 'refunded' : hand.payout > 0 ? 'won' : 'lost';
    const settled = await this.port.settleTicket({
      code: hand.code,
      outcome,
      payout: hand.payout,
      detail: {
        ...(ticket.detail as TicketDetail),
        casino: { ...casino, fine: (hand.endedAt ?? this.deps.clock.now()).toISOString(), win: hand.payout },
        blackjack: { player: hand.player, dealer: hand.dealer, result },
      },
    });
    if (!settled.ok) return false;
    await repo.release(this.deps.db, hand.code);
    return !settled.replay;
  }
}

/** The hand's own ticket: the table's game, the hand's player and stake (never a slot round that took the same code). */
const isTableTicket = (hand: HandRow, t: TicketRow): boolean =>
  t.gioco === repo.TABLE_GIOCO && t.platform === 'casino' && t.userId === hand.userId && t.stake === hand.stake;

/** The row's fields for a table after a step: in play, or decided with its payout. */
function rowOf(p: Played, stake: number) {
  return {
    shoe: p.shoe,
    player: p.player,
    dealer: p.dealer,
    status: p.result ? 'done' : 'open',
    result: p.result,
    payout: p.result ? payoutOf(p.result, stake) : 0,
  };
}

/** What the player sees: while in play, the dealer's up card only; never the shoe. */
function view(h: HandRow, replay: boolean): TBlackjackHand {
  const open = h.status === 'open';
  return {
    Code: h.code,
    GameCode: h.game,
    Stake: h.stake,
    Step: h.step,
    Player: h.player,
    Dealer: open ? h.dealer.slice(0, 1) : h.dealer,
    State: open ? 'in_corso' : (h.result as THandState),
    Win: open ? 0 : h.payout,
    Replay: replay,
  };
}
