import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, withdrawalCards } from '../db/schema/index.ts';

/** demouser1's own cards, offered by GetDatiMastercard / GetDatiApco (only the last four digits are kept). */
const DEMO_CARDS = [
  { circuit: 'mastercard', last4: '4444', expiry: '12/29' },
  { circuit: 'mastercard', last4: '5100', expiry: '08/28' },
  { circuit: 'apco', last4: '0366', expiry: '05/30' },
] as const;

/** Idempotent: a card is inserted only when demouser1 has none of that circuit and number. */
export async function seedWithdrawals(db: Db): Promise<void> {
  const [user] = await db.select({ id: users.id, nome: users.nome, cognome: users.cognome }).from(users).where(eq(users.username, 'demouser1'));
  if (!user) return;
  for (const c of DEMO_CARDS) {
    const [found] = await db
      .select({ id: withdrawalCards.id })
      .from(withdrawalCards)
      .where(and(eq(withdrawalCards.userId, user.id), eq(withdrawalCards.circuit, c.circuit), eq(withdrawalCards.last4, c.last4)));
    if (!found) await db.insert(withdrawalCards).values({ userId: user.id, holder: `${user.nome} ${user.cognome}`.toUpperCase(), ...c });
  }
}
