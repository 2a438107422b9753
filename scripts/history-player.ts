/**
 * The generated history players (histNNNNN, docs/games.md) as the history generator and the
 * benchmarks write them: adult, confirmed, terms accepted and a deposit limit set, so they can log
 * in and play at once.
 */
import type { users } from '../apps/server/src/db/schema/index.ts';

export const historyUsername = (i: number) => `hist${String(i).padStart(5, '0')}`;

/** The `users` row of history player `i` (1-based). */
export function historyPlayerRow(i: number, passwordHash: string): typeof users.$inferInsert {
  const username = historyUsername(i);
  return {
    username,
    passwordHash,
    email: `${username}@betsite.example`,
    nome: 'Storico',
    cognome: `Giocatore ${i}`,
    contratto: `8${String(i).padStart(9, '0')}`,
    cellulare: `+39340${String(i).padStart(7, '0')}`,
    statoConto: 2,
    termsAccepted: true,
    emailConfirmed: true,
    mobileConfirmed: true,
    depositLimitSet: true,
  };
}
