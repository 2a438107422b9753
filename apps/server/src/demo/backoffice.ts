import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentMethods, playerDocuments, withdrawals } from '../db/schema/index.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { accountId, postTransfer } from '../modules/wallet/ledger.ts';
import { DEMO_DOCUMENT_KEYS } from '../modules/documents/demo-files.ts';

const HOUR = 3_600_000;
/** demobo1's pending withdrawals: one waiting since yesterday, one since this morning (README). */
const DEMO_WITHDRAWALS = [
  { amount: 5000, destination: 'IT60 **** **** 3456', ageHours: 26 },
  { amount: 12000, destination: 'IT42 **** **** 9012', ageHours: 3 },
];

/**
 * Work waiting in the back office on a fresh demo database: demobo1's two bank-transfer withdrawals
 * (each with its hold in the ledger, as a real request leaves it) and both sides of its identity
 * document awaiting review. Idempotent: nothing is added once demobo1 has withdrawals or documents.
 */
export async function seedBackoffice(db: Db): Promise<void> {
  const user = await findUserByUsername(db, 'demobo1');
  if (!user) return;
  const [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.name, 'Prelievo_BonificoBancario'));
  const [anyWithdrawal] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, user.id)).limit(1);
  if (method && !anyWithdrawal) {
    const now = Date.now();
    for (const w of DEMO_WITHDRAWALS) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(withdrawals)
          .values({
            userId: user.id,
            methodId: method.id,
            tipo: 'bonifico',
            amount: w.amount,
            mode: 'manual',
            destination: w.destination,
            createdAt: new Date(now - w.ageHours * HOUR),
          })
          .returning({ id: withdrawals.id });
        await postTransfer(tx, {
          key: `withdrawal:hold:${row!.id}`,
          kind: 'withdrawal_hold',
          userId: user.id,
          description: `Prelievo PR${String(row!.id).padStart(8, '0')}`,
          legs: [
            { accountId: await accountId(tx, 'player_cash', user.id), amount: -w.amount },
            { accountId: await accountId(tx, 'withdrawals_pending', user.id), amount: w.amount },
          ],
        });
      });
    }
  }
  const [anyDocument] = await db
    .select({ id: playerDocuments.id })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.userId, user.id)))
    .limit(1);
  if (!anyDocument) {
    for (const side of ['fronte', 'retro'] as const) {
      await db
        .insert(playerDocuments)
        .values({ userId: user.id, side, storageKey: DEMO_DOCUMENT_KEYS[side], mime: 'image/png', size: 70, sha256: `demo-bo-${side}`, stato: 3 });
    }
  }
}
