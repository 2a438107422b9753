/**
 * Players of the end-to-end tests (e2e/README.md): each test file that moves a player's money or
 * state has its own, shaped like demouser1 (validated, contacts confirmed, complete profile in Milan,
 * both identity-document sides approved, €100.00 withdrawable + €50.00 bonus), so each file can
 * assert exact figures whatever the other files did. Seeded with the rest of the demo data (users.ts,
 * recovery.ts, profile.ts), so only where `SEED` is on: never in production. Not meant for people:
 * the README's demo accounts are.
 */
export interface E2ePlayer {
  username: string;
  /** The test file that uses it (and no other). */
  file: string;
  nome: string;
  cognome: string;
  contratto: string;
  cellulare: string;
  codiceFiscale: string;
  sesso: 'M' | 'F';
  dataNascita: string;
  cash: number;
  bonus: number;
}

export const E2E_PLAYERS: readonly E2ePlayer[] = [
  {
    username: 'e2edeposits1',
    file: 'e2e/deposits.e2e.ts',
    nome: 'Paolo',
    cognome: 'Ricci',
    contratto: '1000001001',
    cellulare: '+393331235011',
    codiceFiscale: 'RCCPLA81B03F205G',
    sesso: 'M',
    dataNascita: '1981-02-03',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2ewithdrawals1',
    file: 'e2e/withdrawals.e2e.ts',
    nome: 'Sofia',
    cognome: 'Gallo',
    contratto: '1000001002',
    cellulare: '+393331235012',
    codiceFiscale: 'GLLSFO85D50F205F',
    sesso: 'F',
    dataNascita: '1985-04-10',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2esession1',
    file: 'e2e/session.e2e.ts',
    nome: 'Marco',
    cognome: 'Costa',
    contratto: '1000001003',
    cellulare: '+393331235013',
    codiceFiscale: 'CSTMRC79P21F205J',
    sesso: 'M',
    dataNascita: '1979-09-21',
    cash: 10000,
    bonus: 5000,
  },
  // Also gets demouser1's notifications (notifications.ts).
  {
    username: 'e2enotify1',
    file: 'e2e/notifications.e2e.ts',
    nome: 'Bruno',
    cognome: 'Leone',
    contratto: '1000001004',
    cellulare: '+393331235014',
    codiceFiscale: 'LNEBRN83H15F205U',
    sesso: 'M',
    dataNascita: '1983-06-15',
    cash: 10000,
    bonus: 5000,
  },
  // Also gets a €10.00 Fun Bonus Sport and 700 convertible ranking points (sport-fun.ts).
  {
    username: 'e2esportfun1',
    file: 'e2e/sport-fun-bonus.e2e.ts',
    nome: 'Irene',
    cognome: 'Marino',
    contratto: '1000001005',
    cellulare: '+393331235015',
    codiceFiscale: 'MRNRNI88C45F205Q',
    sesso: 'F',
    dataNascita: '1988-03-05',
    cash: 10000,
    bonus: 5000,
  },
];
