import type { Db } from '../db/client.ts';
import { DEFAULT_CONTRACT_VERSION } from '@betsite/contract/play-limits-texts';
import { eq } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole } from '@betsite/domain/backoffice-roles';
import { operatorRoles, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { accountId, postTransfer } from '../modules/wallet/ledger.ts';
import { E2E_COPIES, E2E_PLAYERS } from './e2e-players.ts';

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
  // Demo players have done the first access of issue 35 (contract accepted), so other tests are not gated.
  contractVersion: DEFAULT_CONTRACT_VERSION,
  ...u,
});

/** The demo players (README "Demo accounts"), each with cash and bonus balances in cents. */
export const DEMO_USERS: { user: Omit<NewUser, 'passwordHash'>; cash: number; bonus: number }[] = [
  {
    user: base({
      username: 'demouser1',
      email: 'demouser1@betsite.example',
      nome: 'Mario',
      cognome: 'Rossi',
      contratto: '1000000001',
      cellulare: '+393331234501',
    }),
    cash: 10000,
    bonus: 5000,
  },
  {
    user: base({
      username: 'demo2fa01',
      email: 'demo2fa01@betsite.example',
      nome: 'Giulia',
      cognome: 'Bianchi',
      contratto: '1000000002',
      cellulare: '+393331234502',
      twoFactorEnabled: true,
      twoFactorSecret: DEMO_TOTP_SECRET,
    }),
    cash: 5000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demodevice1',
      email: 'demodevice1@betsite.example',
      nome: 'Luca',
      cognome: 'Verdi',
      contratto: '1000000003',
      cellulare: '+393331234503',
      deviceAuthEnabled: true,
    }),
    cash: 2500,
    bonus: 0,
  },
  {
    user: base({
      username: 'demostatus1',
      email: 'demostatus1@betsite.example',
      nome: 'Anna',
      cognome: 'Neri',
      contratto: '1000000004',
      cellulare: '+393331234504',
      emailConfirmed: false,
      lastEmailVerificationAt: null,
      termsAccepted: false,
    }),
    cash: 1000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demoinactive1',
      email: 'demoinactive1@betsite.example',
      nome: 'Paolo',
      cognome: 'Gialli',
      contratto: '1000000005',
      cellulare: '+393331234505',
      statoConto: 0,
    }),
    cash: 0,
    bonus: 0,
  },
  {
    user: base({
      username: 'demolimit1',
      email: 'demolimit1@betsite.example',
      nome: 'Sara',
      cognome: 'Blu',
      contratto: '1000000006',
      cellulare: '+393331234506',
      depositLimitSet: false,
    }),
    cash: 0,
    bonus: 0,
  },
  // Passkeys' end-to-end test (issue 38) adds, uses and removes a passkey here, so no other player's security changes.
  {
    user: base({
      username: 'demopasskey1',
      email: 'demopasskey1@betsite.example',
      nome: 'Elena',
      cognome: 'Chiave',
      contratto: '1000000960',
      cellulare: '+393331234960',
    }),
    cash: 2000,
    bonus: 0,
  },
  // The first access after the ADM concession (issue 35): contract version and three limits still due.
  {
    user: base({
      username: 'demoprimo1',
      email: 'demoprimo1@betsite.example',
      nome: 'Marta',
      cognome: 'Primo',
      contratto: '1000000951',
      cellulare: '+393331234951',
      contractVersion: null,
      firstAccessDue: true,
    }),
    cash: 3000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demoprimo2',
      email: 'demoprimo2@betsite.example',
      nome: 'Luca',
      cognome: 'Primo',
      contratto: '1000000952',
      cellulare: '+393331234952',
      contractVersion: null,
      firstAccessDue: true,
    }),
    cash: 3000,
    bonus: 0,
  },
  // The reality check and the insights page (issue 35): e2e/reality-check.e2e.ts plays and is reminded, one player per test.
  {
    user: base({
      username: 'demoreality1',
      email: 'demoreality1@betsite.example',
      nome: 'Giulia',
      cognome: 'Orologio',
      contratto: '1000000961',
      cellulare: '+393331234961',
    }),
    cash: 5000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demoreality2',
      email: 'demoreality2@betsite.example',
      nome: 'Paolo',
      cognome: 'Andamento',
      contratto: '1000000962',
      cellulare: '+393331234962',
    }),
    cash: 5000,
    bonus: 0,
  },
  // Responsible gaming (docs/responsible-gaming.md); the end-to-end test saves demorg1's limit and self-excludes it.
  {
    user: base({
      username: 'demorg1',
      email: 'demorg1@betsite.example',
      nome: 'Elena',
      cognome: 'Costa',
      contratto: '1000000901',
      cellulare: '+393331234901',
      depositLimitSet: false,
    }),
    cash: 4000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demopep1',
      email: 'demopep1@betsite.example',
      nome: 'Marco',
      cognome: 'Galli',
      contratto: '1000000902',
      cellulare: '+393331234902',
      richiedePep: true,
    }),
    cash: 0,
    bonus: 0,
  },
  {
    user: base({
      username: 'demomigrated1',
      email: 'demomigrated1@betsite.example',
      nome: 'Laura',
      cognome: 'Fontana',
      contratto: '1000000903',
      cellulare: '+393331234903',
      invitation: 'MIGRA-DEMO1',
    }),
    cash: 0,
    bonus: 0,
  },
  // The bet list's e2e tests cash out and delete reservations here, so demouser1's balance stays put.
  // The back office's demo queue (seed/backoffice.ts): two withdrawals to decide, a document to review.
  {
    user: base({
      username: 'demobo1',
      email: 'demobo1@betsite.example',
      nome: 'Franco',
      cognome: 'Bruni',
      contratto: '1000000908',
      cellulare: '+393331234908',
      statoConto: 1,
    }),
    cash: 30000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demobets1',
      email: 'demobets1@betsite.example',
      nome: 'Giorgio',
      cognome: 'Viola',
      contratto: '1000000007',
      cellulare: '+393331234507',
    }),
    cash: 20000,
    bonus: 2000,
  },
  // Promozioni e Bonus's end-to-end test redeems and cancels bonuses here (demo/bonus.ts), so demouser1's balance stays put.
  {
    user: base({
      username: 'demobonus1',
      email: 'demobonus1@betsite.example',
      nome: 'Chiara',
      cognome: 'Marino',
      contratto: '1000000008',
      cellulare: '+393331234508',
    }),
    cash: 5000,
    bonus: 0,
  },
  // VIP Club's end-to-end test converts points here (demovip1) and applies (demovipnew1), so demouser1's balance stays put.
  {
    user: base({
      username: 'demovip1',
      email: 'demovip1@betsite.example',
      nome: 'Vittoria',
      cognome: 'Conti',
      contratto: '1000000921',
      cellulare: '+393331234921',
    }),
    cash: 2000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demovipnew1',
      email: 'demovipnew1@betsite.example',
      nome: 'Nicola',
      cognome: 'Ferri',
      contratto: '1000000922',
      cellulare: '+393331234922',
    }),
    cash: 1000,
    bonus: 0,
  }, // The games lobby's end-to-end test plays slot rounds and stars games here (issue 36), so other balances stay put.
  {
    user: base({
      username: 'demogames1',
      email: 'demogames1@betsite.example',
      nome: 'Gino',
      cognome: 'Rulli',
      contratto: '1000000936',
      cellulare: '+393331234936',
    }),
    cash: 10000,
    bonus: 0,
  },
  // The sportsbook's end-to-end test buys tickets here (issue 39): demosport1 keeps the slip after buying, demosport2 does not.
  {
    user: base({
      username: 'demosport1',
      email: 'demosport1@betsite.example',
      nome: 'Sandro',
      cognome: 'Pronostici',
      contratto: '1000000937',
      cellulare: '+393331234937',
    }),
    cash: 20000,
    bonus: 0,
  },
  {
    user: base({
      username: 'demosport2',
      email: 'demosport2@betsite.example',
      nome: 'Sara',
      cognome: 'Quote',
      contratto: '1000000938',
      cellulare: '+393331234938',
    }),
    cash: 20000,
    bonus: 0,
  },
];

/**
 * Back-office operators (README "Demo operators"): each signs in at /backoffice with the demo
 * password and a TOTP code from the secret printed here and in the README (two-factor is mandatory
 * for operators). Outside production only, like every demo account (SEED).
 */
export const DEMO_OPERATORS: { username: string; nome: string; cognome: string; contratto: string; secret: string; roles: OperatorRole[] }[] = [
  {
    username: 'demooperator',
    nome: 'Operatore',
    cognome: 'Contenuti',
    contratto: '9000000001',
    secret: 'H5MAI6A2PQEAATCGPNME46D3LZJCQS3R',
    roles: [...OPERATOR_ROLES],
  },
  {
    username: 'demoadmin',
    nome: 'Adriana',
    cognome: 'Amministra',
    contratto: '9000000002',
    secret: 'L5HESPILOFHTI6KFDABSW4ZFBE2XWULB',
    roles: [...OPERATOR_ROLES],
  },
  { username: 'demopayments', nome: 'Paolo', cognome: 'Pagamenti', contratto: '9000000003', secret: 'MYDHCNK7IAGHQJAKNEYEWZSMF5GCYYTA', roles: ['payments'] },
  {
    username: 'democompliance',
    nome: 'Carla',
    cognome: 'Conformità',
    contratto: '9000000004',
    secret: 'EJDHSGTHJVZUM42DPZHEKGKJGVKQ4LLE',
    roles: ['compliance'],
  },
  { username: 'democontent', nome: 'Chiara', cognome: 'Contenuti', contratto: '9000000005', secret: 'EZRGMN3WJBGF2ST4DJ4TEADJCE5EWKZ2', roles: ['content'] },
];
// The end-to-end tests' own players (e2e-players.ts), shaped like demouser1.
for (const p of E2E_PLAYERS)
  DEMO_USERS.push({
    user: base({
      username: p.username,
      email: `${p.username}@betsite.example`,
      nome: p.nome,
      cognome: p.cognome,
      contratto: p.contratto,
      cellulare: p.cellulare,
    }),
    cash: p.cash,
    bonus: p.bonus,
  });
// Copies of demo accounts in a given state, one per end-to-end test file (e2e-players.ts).
for (const c of E2E_COPIES) {
  const original = DEMO_USERS.find((d) => d.user.username === c.of)!;
  DEMO_USERS.push({
    ...original,
    user: { ...original.user, username: c.username, email: `${c.username}@betsite.example`, contratto: c.contratto, cellulare: c.cellulare },
  });
}
for (const [i, o] of DEMO_OPERATORS.entries()) {
  DEMO_USERS.push({
    user: base({
      username: o.username,
      email: o.username === 'demooperator' ? 'operatore@betsite.example' : `${o.username}@betsite.example`,
      nome: o.nome,
      cognome: o.cognome,
      contratto: o.contratto,
      cellulare: `+3933312345${String(99 - i).padStart(2, '0')}`,
      role: 'operator',
      twoFactorEnabled: true,
      twoFactorSecret: o.secret,
    }),
    cash: 0,
    bonus: 0,
  });
}

/** Roles of the demo operators, and two-factor for a demooperator created before it was mandatory. */
async function seedOperators(db: Db): Promise<void> {
  for (const o of DEMO_OPERATORS) {
    const user = await findUserByUsername(db, o.username);
    if (!user) continue;
    if (!user.twoFactorSecret) await db.update(users).set({ twoFactorEnabled: true, twoFactorSecret: o.secret }).where(eq(users.id, user.id));
    await db
      .insert(operatorRoles)
      .values(o.roles.map((role) => ({ userId: user.id, role })))
      .onConflictDoNothing();
  }
}

/**
 * Players in `historyUsers` get a game history (demo/games.ts) and receive their opening balance
 * from it instead, dated at the start of that history.
 */
export async function seedUsers(db: Db, historyUsers: readonly string[] = []): Promise<void> {
  // Every demo player has the same published password: one argon2id hash serves them all (a hash
  // per player made every fresh start, and every test database, pay for a dozen of them).
  let demoHash: Promise<string> | null = null;
  for (const { user, cash, bonus } of DEMO_USERS) {
    let existing = await findUserByUsername(db, user.username);
    if (!existing) {
      await db
        .insert(users)
        .values({ ...user, passwordHash: await (demoHash ??= hashPassword(DEMO_PASSWORD)) })
        .onConflictDoNothing();
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
      if (cash > 0)
        await postTransfer(tx, {
          key: `seed:cash:${user.username}`,
          kind: 'seed',
          userId: id,
          description: 'Saldo iniziale demo',
          legs: [
            { accountId: house, amount: -cash },
            { accountId: cashAcc, amount: cash },
          ],
        });
      if (bonus > 0)
        await postTransfer(tx, {
          key: `seed:bonus:${user.username}`,
          kind: 'seed',
          userId: id,
          description: 'Bonus iniziale demo',
          legs: [
            { accountId: bonusPool, amount: -bonus },
            { accountId: bonusAcc, amount: bonus },
          ],
        });
    });
  }
  await seedOperators(db);
}
