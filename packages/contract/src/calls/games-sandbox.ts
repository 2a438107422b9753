/**
 * The game platforms' tester's calls (/sandbox/games, docs/games.md): served only where GAMES_SANDBOX
 * allows it (never in production), each refusal with the server's Italian text.
 */
import { GAMES_SANDBOX_CODES as S } from '../games-sandbox-codes.ts';
import type * as G_ from '../games-sandbox.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './games-sandbox.checks.ts';

const sandbox = schemaModule<typeof G_>('../games-sandbox.ts');

/** A ticket or a casino round as the session player; REFUSED: funds, limits, gate (the text says which). */
export const Play = call('games-sandbox.Play', C.Play, {
  method: 'POST',
  path: '/api/sandbox/games/play',
  body: async () => (await sandbox()).ZSandboxPlayBody,
  response: async () => (await sandbox()).ZSandboxPlayData,
  codes: [S.REFUSED],
});
/** Settles one of the session player's tickets; REFUSED: not found; NOT_SETTLED: already settled or not settleable. */
export const Settle = call('games-sandbox.Settle', C.Settle, {
  method: 'POST',
  path: '/api/sandbox/games/settle',
  body: async () => (await sandbox()).ZSandboxSettleBody,
  response: async () => (await sandbox()).ZSandboxSettleData,
  codes: [S.REFUSED, S.NOT_SETTLED],
});
/** A purchase that opened no ticket (refused, counter-offer, …): the player gets its notification. */
export const PurchaseEvent = call('games-sandbox.PurchaseEvent', C.PurchaseEvent, {
  method: 'POST',
  path: '/api/sandbox/games/purchase-event',
  body: async () => (await sandbox()).ZSandboxPurchaseEventBody,
  response: async () => (await sandbox()).ZSandboxPurchaseEventData,
  codes: [S.REFUSED],
});
/** A reservation of two made-up prematch outcomes for the session player. */
export const Reserve = call('games-sandbox.Reserve', C.Reserve, {
  method: 'POST',
  path: '/api/sandbox/games/reserve',
  response: async () => (await sandbox()).ZSandboxReserveData,
  codes: [S.REFUSED],
});
