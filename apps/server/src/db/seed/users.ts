import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findUserByUsername } from '../../modules/users/repository.ts';
import { accountId, postTransfer } from '../../modules/wallet/ledger.ts';

export const DEMO_PASSWORD = 'Password123';
/** TOTP secret of demo2fa01, printed in the README so tests (and people) can compute codes. */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

type NewUser = typeof users.$inferInsert;
const verifiedAt = new Date('2026-10-01T09:00:00Z');

const base = (u: Partial<NewUser> & Pick<NewUser, 'username' | 'email' | 'nome' | 'cognome' | 'contratto' | 'cellulare'>): Omit<NewUser, 'passwordHash'> => ({
  statoConto: 2,
  termsAccepted: true,
  emailConfirmed: true,
  mobileConfirmed: true,
  lastEmailVerificationAt: verifiedAt,
  lastMobileVerificationAt: verifiedAt,
  depositLimitSet: true,
  ...u,
});

/** The demo players (README "Demo accounts"), each with cash and bonus balances in cents. */
export const DEMO_USERS: { user: Omit<NewUser, 'passwordHash'>; cash: number; bonus: number }[] = [
  { user: base({ username: 'demouser1', email: 'demouser1@betsite.example', nome: 'Mario', cognome: 'Rossi', contratto: '1000000001', cellulare: '+393331234501' }), cash: 10000, bonus: 5000 },
  {
    user: base({ username: 'demo2fa01', email: 'demo2fa01@betsite.example', nome: 'Giulia', cognome: 'Bianchi', contratto: '1000000002', cellulare: '+393331234502', twoFactorEnabled: true, twoFactorSecret: DEMO_TOTP_SECRET }),
    cash: 5000,
    bonus: 0,
  },
  { user: base({ username: 'demodevice1', email: 'demodevice1@betsite.example', nome: 'Luca', cognome: 'Verdi', contratto: '1000000003', cellulare: '+393331234503', deviceAuthEnabled: true }), cash: 2500, bonus: 0 },
  {
    user: base({ username: 'demostatus1', email: 'demostatus1@betsite.example', nome: 'Anna', cognome: 'Neri', contratto: '1000000004', cellulare: '+393331234504', emailConfirmed: false, lastEmailVerificationAt: null, termsAccepted: false }),
    cash: 1000,
    bonus: 0,
  },
  { user: base({ username: 'demoinactive1', email: 'demoinactive1@betsite.example', nome: 'Paolo', cognome: 'Gialli', contratto: '1000000005', cellulare: '+393331234505', statoConto: 0 }), cash: 0, bonus: 0 },
  { user: base({ username: 'demolimit1', email: 'demolimit1@betsite.example', nome: 'Sara', cognome: 'Blu', contratto: '1000000006', cellulare: '+393331234506', depositLimitSet: false }), cash: 0, bonus: 0 },
  // Responsible gaming (docs/responsible-gaming.md); the end-to-end test saves demorg1's limit and self-excludes it.
  { user: base({ username: 'demorg1', email: 'demorg1@betsite.example', nome: 'Elena', cognome: 'Costa', contratto: '1000000901', cellulare: '+393331234901', depositLimitSet: false }), cash: 4000, bonus: 0 },
  { user: base({ username: 'demopep1', email: 'demopep1@betsite.example', nome: 'Marco', cognome: 'Galli', contratto: '1000000902', cellulare: '+393331234902', richiedePep: true }), cash: 0, bonus: 0 },
  { user: base({ username: 'demomigrated1', email: 'demomigrated1@betsite.example', nome: 'Laura', cognome: 'Fontana', contratto: '1000000903', cellulare: '+393331234903', invitation: 'MIGRA-DEMO1' }), cash: 0, bonus: 0 },
  // The bet list's e2e tests cash out and delete reservations here, so demouser1's balance stays put.
  { user: base({ username: 'demobets1', email: 'demobets1@betsite.example', nome: 'Giorgio', cognome: 'Viola', contratto: '1000000007', cellulare: '+393331234507' }), cash: 20000, bonus: 2000 },
  // Promozioni e Bonus's end-to-end test redeems and cancels bonuses here (db/seed/bonus.ts), so demouser1's balance stays put.
  { user: base({ username: 'demobonus1', email: 'demobonus1@betsite.example', nome: 'Chiara', cognome: 'Marino', contratto: '1000000008', cellulare: '+393331234508' }), cash: 5000, bonus: 0 },
  { user: base({ username: 'demooperator', email: 'operatore@betsite.example', nome: 'Operatore', cognome: 'Contenuti', contratto: '9000000001', cellulare: '+393331234599', role: 'operator' }), cash: 0, bonus: 0 },
];

/**
 * Players in `historyUsers` get a game history (db/seed/games.ts) and receive their opening balance
 * from it instead, dated at the start of that history.
 */
export async function seedUsers(db: Db, historyUsers: readonly string[] = []): Promise<void> {
  // Every demo player has the same published password: one argon2id hash serves them all (a hash
  // per player made every fresh start, and every test database, pay for a dozen of them).
  let demoHash: Promise<string> | null = null;
  for (const { user, cash, bonus } of DEMO_USERS) {
    let existing = await findUserByUsername(db, user.username);
    if (!existing) {
      await db.insert(users).values({ ...user, passwordHash: await (demoHash ??= hashPassword(DEMO_PASSWORD)) }).onConflictDoNothing();
      existing = await findUserByUsername(db, user.username);
    }
    if (!existing) continue;
    const id = existing.id;
    if (historyUsers.includes(user.username)) continue;
    // Opening balances come from the house, keyed so a restart never credits twice.
    await db.transaction(async (tx) => {
      const house = await accountId(tx, 'house');
      const bonusPool = await accountId(tx, 'bonus_pool');
      const cashAcc = await accountId(tx, 'player_cash', id);
      const bonusAcc = await accountId(tx, 'player_bonus', id);
      if (cash > 0) await postTransfer(tx, { key: `seed:cash:${user.username}`, kind: 'seed', userId: id, description: 'Saldo iniziale demo', legs: [{ accountId: house, amount: -cash }, { accountId: cashAcc, amount: cash }] });
      if (bonus > 0) await postTransfer(tx, { key: `seed:bonus:${user.username}`, kind: 'seed', userId: id, description: 'Bonus iniziale demo', legs: [{ accountId: bonusPool, amount: -bonus }, { accountId: bonusAcc, amount: bonus }] });
    });
  }
}
