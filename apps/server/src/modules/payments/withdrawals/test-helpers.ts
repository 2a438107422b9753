import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentMethods, users, withdrawalCards } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import type { TestClock } from '../../../platform/clock.ts';
import { secondsOfDay } from '@betsite/domain/withdrawal-slots';
import type { TestApp } from '../../../test-support.ts';
import { accountId, playerBalance, postTransfer } from '../../wallet/ledger.ts';
import { rowsOf } from '../../../db/rows.ts';

export const PASSWORD = 'Password123';
let passwordHash: Promise<string> | null = null;

/** Valid Italian IBANs (checksum included) and Luhn-valid card numbers used by the tests. */
export const IBAN = 'IT60X0542811101000000123456';
export const IBAN_2 = 'IT42L1234512345123456789012';
export const POSTEPAY_CARD = '4023600000000002';
export const VISA_CARD = '4111111111111111';

/** Every test method row the tests rely on, whatever the shared seed sets (fresh DB per file). */
export const TEST_METHODS = {
  Prelievo_BonificoBancario: {
    minAmount: 1000,
    maxAmount: 1_000_000,
    timeSlotFrom: '09:00:00',
    timeSlotTo: '18:00:00',
    timeSlotMinAmount: 5000,
    timeSlotMaxAmount: 2_000_000,
  },
  Prelievo_MasterCard: { minAmount: 1000, maxAmount: 200_000, timeSlotFrom: null, timeSlotTo: null, timeSlotMinAmount: null, timeSlotMaxAmount: null },
  Prelievo_Postepay: {
    minAmount: 1000,
    maxAmount: 100_000,
    timeSlotFrom: '22:00:00',
    timeSlotTo: '06:00:00',
    timeSlotMinAmount: 2000,
    timeSlotMaxAmount: 50_000,
  },
  Prelievo_Apco: { minAmount: 1000, maxAmount: 200_000, timeSlotFrom: null, timeSlotTo: null, timeSlotMinAmount: null, timeSlotMaxAmount: null },
  Prelievo_Skrill: { minAmount: 1000, maxAmount: 500_000, timeSlotFrom: null, timeSlotTo: null, timeSlotMinAmount: null, timeSlotMaxAmount: null },
  Prelievo_Voucher: { minAmount: 1000, maxAmount: 100_000, timeSlotFrom: null, timeSlotTo: null, timeSlotMinAmount: null, timeSlotMaxAmount: null },
  Prelievo_XElektra: { minAmount: 1000, maxAmount: 100_000, timeSlotFrom: null, timeSlotTo: null, timeSlotMinAmount: null, timeSlotMaxAmount: null },
  Prelievo_Safecharge: { minAmount: 1000, maxAmount: 200_000, timeSlotFrom: null, timeSlotTo: null, timeSlotMinAmount: null, timeSlotMaxAmount: null },
} as const;

/** Upserts the withdrawal methods with the limits above, so tests do not depend on demo data. */
export async function ensureTestMethods(t: TestApp): Promise<void> {
  for (const [name, limits] of Object.entries(TEST_METHODS)) {
    await t.deps.db
      .insert(paymentMethods)
      .values({ name, nameLong: name.replace('Prelievo_', ''), withdrawalRecharge: false, provider: name.toLowerCase(), enabled: true, ...limits })
      .onConflictDoUpdate({ target: paymentMethods.name, set: { enabled: true, withdrawalRecharge: false, ...limits } });
  }
}

export interface Player {
  id: number;
  username: string;
  email: string;
  cellulare: string;
  token: string;
  headers: { authorization: string };
}

/** A fresh validated player with `cash` cents of withdrawable balance and a live session. */
export async function createPlayer(t: TestApp, opts: { cash?: number; overrides?: Partial<typeof users.$inferInsert> } = {}): Promise<Player> {
  passwordHash ??= hashPassword(PASSWORD);
  const tag = randomBytes(4).toString('hex');
  const username = `wd${tag}`;
  const [u] = await t.deps.db
    .insert(users)
    .values({
      username,
      passwordHash: await passwordHash,
      email: `${username}@betsite.example`,
      cellulare: `+3933${parseInt(tag, 16).toString().padStart(8, '0').slice(0, 8)}`,
      nome: 'Test',
      cognome: 'Prelievi',
      contratto: `7${parseInt(tag, 16).toString().padStart(10, '0')}`,
      statoConto: 2,
      termsAccepted: true,
      emailConfirmed: true,
      mobileConfirmed: true,
      ...opts.overrides,
    })
    .returning();
  const user = u!;
  if (opts.cash) await deposit(t, user.id, opts.cash, `test:cash:${username}`);
  const sessionId = await t.deps.sessions.create(user.id, {});
  const token = await t.deps.sessions.sign({ userId: user.id, sessionId });
  return { id: user.id, username, email: user.email, cellulare: user.cellulare, token, headers: { authorization: `Bearer ${token}` } };
}

/** A deposit as a direct ledger transfer of kind 'deposit' (the deposits area does the real ones). */
export async function deposit(t: TestApp, userId: number, cents: number, key: string): Promise<boolean> {
  return t.deps.db.transaction(async (tx) => {
    const r = await postTransfer(tx, {
      key,
      kind: 'deposit',
      userId,
      legs: [
        { accountId: await accountId(tx, 'provider_clearing', null, 'test'), amount: -cents },
        { accountId: await accountId(tx, 'player_cash', userId), amount: cents },
      ],
    });
    return r.applied;
  });
}

export async function addCard(t: TestApp, userId: number, circuit: 'mastercard' | 'apco', last4 = '4444'): Promise<number> {
  const [c] = await t.deps.db.insert(withdrawalCards).values({ userId, circuit, last4, expiry: '12/30', holder: 'TEST PRELIEVI' }).returning();
  return c!.id;
}

export const cash = async (t: TestApp, userId: number) => (await playerBalance(t.deps.db, userId)).cash;

/** Moves the test clock forward to the next given wall-clock time in Rome. */
export function moveToRomeTime(clock: TestClock, hh: number, mm = 0): void {
  const target = hh * 3600 + mm * 60;
  const delta = (target - secondsOfDay(clock.now()) + 86_400) % 86_400;
  clock.advance(delta * 1000 + 1000);
}

/** The six-digit code of the newest outbox message to a recipient. */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const m = (await t.deps.outbox.list(200)).find((x) => x.recipient === recipient);
  const code = /(\d{6})/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/**
 * The ledger invariants every money test ends with: each transfer balanced, the sum of all
 * accounts zero, cached balances equal to their entries, no forbidden negative balance.
 */
export async function expectLedgerInvariants(t: TestApp): Promise<void> {
  const db = t.deps.db;
  const unbalanced = await db.execute(sql`select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0`);
  expect(rowsOf(unbalanced)).toEqual([]);
  const total = rowsOf(await db.execute(sql`select coalesce(sum(balance), 0)::bigint as s from ledger_accounts`))[0] as { s: string | number };
  expect(Number(total.s)).toBe(0);
  const drift = await db.execute(
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(rowsOf(drift)).toEqual([]);
  const negative = await db.execute(sql`select id from ledger_accounts where not allow_negative and balance < 0`);
  expect(rowsOf(negative)).toEqual([]);
}

export const setUser = (t: TestApp, id: number, patch: Partial<typeof users.$inferInsert>) => t.deps.db.update(users).set(patch).where(eq(users.id, id));

/** A valid Italian IBAN for a BBAN (CIN + ABI + CAB + account), check digits computed. */
export function makeItalianIban(bban: string): string {
  for (let c = 2; c < 99; c++) {
    const iban = `IT${String(c).padStart(2, '0')}${bban}`;
    const moved = iban.slice(4) + iban.slice(0, 4);
    let rest = 0;
    for (const ch of moved) for (const d of /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch) rest = (rest * 10 + Number(d)) % 97;
    if (rest === 1) return iban;
  }
  throw new Error('no check digits');
}

/** A new session for a player (after the test clock jumped past the token's life). */
export async function relogin(t: TestApp, p: Player): Promise<Player> {
  const sessionId = await t.deps.sessions.create(p.id, {});
  const token = await t.deps.sessions.sign({ userId: p.id, sessionId });
  return { ...p, token, headers: { authorization: `Bearer ${token}` } };
}

// Replies are asserted field by field with toMatchObject, so their data is left untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = { ResponseCode: number; ResponseMessage: string | null; ResponseData: any; errors?: { field: string; message: string }[] };

export async function prelievo(t: TestApp, p: Player, body: Record<string, unknown>): Promise<{ status: number; json: Json }> {
  const r = await t.app.inject({ method: 'POST', url: '/api/Account/Prelievo', headers: p.headers, payload: { pin: PASSWORD, ...body } });
  return { status: r.statusCode, json: r.json() as Json };
}

/** Sends a withdrawal; when the server answers -3333, reads the code from the outbox and retries with it. */
export async function prelievoWithOtp(t: TestApp, p: Player, body: Record<string, unknown>): Promise<Json> {
  const first = (await prelievo(t, p, body)).json;
  if (first.ResponseCode !== -3333) return first;
  const code = await lastCode(t, first.ResponseData.otpSource === 'sms' ? p.cellulare : p.email);
  return (await prelievo(t, p, { ...body, otp: code })).json;
}
