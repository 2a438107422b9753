import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientSettings, rankingUniqueCodes } from '../db/schema/index.ts';
import { addMovement } from '../modules/ranking/repository.ts';
import { findUserByUsername } from '../modules/users/repository.ts';

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
  // Also gets demouser1's history and favourites (seedE2ePlayerState).
  {
    username: 'e2eprefs1',
    file: 'e2e/preferences.e2e.ts',
    nome: 'Elena',
    cognome: 'Fontana',
    contratto: '1000001006',
    cellulare: '+393331235016',
    codiceFiscale: 'FNTLNE86M52F205V',
    sesso: 'F',
    dataNascita: '1986-08-12',
    cash: 10000,
    bonus: 5000,
  },
  // Also gets 700 convertible ranking points and its own unique code RKE2E150 (seedE2ePlayerState).
  {
    username: 'e2eranking1',
    file: 'e2e/ranking.e2e.ts',
    nome: 'Luca',
    cognome: 'Greco',
    contratto: '1000001007',
    cellulare: '+393331235017',
    codiceFiscale: 'GRCLCU82T11F205C',
    sesso: 'M',
    dataNascita: '1982-12-11',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2etheme1',
    file: 'e2e/theme.e2e.ts',
    nome: 'Giulia',
    cognome: 'Conti',
    contratto: '1000001008',
    cellulare: '+393331235018',
    codiceFiscale: 'CNTGLI90A41F205V',
    sesso: 'F',
    dataNascita: '1990-01-01',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2emodules1',
    file: 'e2e/site-modules.e2e.ts',
    nome: 'Davide',
    cognome: 'Ferri',
    contratto: '1000001009',
    cellulare: '+393331235019',
    codiceFiscale: 'FRRDVD84S07F205Z',
    sesso: 'M',
    dataNascita: '1984-11-07',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2erecovery1',
    file: 'e2e/recovery.e2e.ts',
    nome: 'Chiara',
    cognome: 'Moretti',
    contratto: '1000001010',
    cellulare: '+393331235020',
    codiceFiscale: 'MRTCHR87L63F205V',
    sesso: 'F',
    dataNascita: '1987-07-23',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2epromo1',
    file: 'e2e/promotions.e2e.ts',
    nome: 'Alessio',
    cognome: 'Bruno',
    contratto: '1000001011',
    cellulare: '+393331235021',
    codiceFiscale: 'BRNLSS83C14F205I',
    sesso: 'M',
    dataNascita: '1983-03-14',
    cash: 10000,
    bonus: 5000,
  },
  // Gets an unread payment-method notification from the file itself (the alert of every account page).
  {
    username: 'e2efirstload1',
    file: 'e2e/first-load.e2e.ts',
    nome: 'Federica',
    cognome: 'Rinaldi',
    contratto: '1000001012',
    cellulare: '+393331235022',
    codiceFiscale: 'RNLFRC89E62F205H',
    sesso: 'F',
    dataNascita: '1989-05-22',
    cash: 10000,
    bonus: 5000,
  },
  // Logs in through the forms of e2e/first-load.e2e.ts, so e2efirstload1's stored session stays open.
  {
    username: 'e2efirstload2',
    file: 'e2e/first-load.e2e.ts',
    nome: 'Roberto',
    cognome: 'Vitale',
    contratto: '1000001017',
    cellulare: '+393331235027',
    codiceFiscale: 'VTLRRT80E19F205U',
    sesso: 'M',
    dataNascita: '1980-05-19',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2econtent1',
    file: 'e2e/content.e2e.ts',
    nome: 'Stefano',
    cognome: 'Caruso',
    contratto: '1000001013',
    cellulare: '+393331235023',
    codiceFiscale: 'CRSSFN78R30F205I',
    sesso: 'M',
    dataNascita: '1978-10-30',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2enav1',
    file: 'e2e/navigation.e2e.ts',
    nome: 'Valentina',
    cognome: 'Ferrara',
    contratto: '1000001014',
    cellulare: '+393331235024',
    codiceFiscale: 'FRRVNT91B57F205J',
    sesso: 'F',
    dataNascita: '1991-02-17',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2emessages1',
    file: 'e2e/server-messages.e2e.ts',
    nome: 'Nicola',
    cognome: 'Galli',
    contratto: '1000001015',
    cellulare: '+393331235025',
    codiceFiscale: 'GLLNCL86L08F205A',
    sesso: 'M',
    dataNascita: '1986-07-08',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2epwa1',
    file: 'e2e/pwa.e2e.ts',
    nome: 'Martina',
    cognome: 'Longo',
    contratto: '1000001016',
    cellulare: '+393331235026',
    codiceFiscale: 'LNGMTN84P66F205L',
    sesso: 'F',
    dataNascita: '1984-09-26',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2eblackjack1',
    file: 'e2e/blackjack.e2e.ts',
    nome: 'Davide',
    cognome: 'Marino',
    contratto: '1000001031',
    cellulare: '+393331235041',
    codiceFiscale: 'MRNDVD87C14F205F',
    sesso: 'M',
    dataNascita: '1987-03-14',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2eblock1',
    file: 'e2e/backoffice.e2e.ts',
    nome: 'Elena',
    cognome: 'Fabbri',
    contratto: '1000001032',
    cellulare: '+393331235042',
    codiceFiscale: 'FBBLNE83H61F205N',
    sesso: 'F',
    dataNascita: '1983-06-21',
    cash: 10000,
    bonus: 5000,
  },
  {
    username: 'e2epaypal1',
    file: 'e2e/paypal.e2e.ts',
    nome: 'Chiara',
    cognome: 'Benedetti',
    contratto: '1000001033',
    cellulare: '+393331235043',
    codiceFiscale: 'BNDCHR88E57F205H',
    sesso: 'F',
    dataNascita: '1988-05-17',
    cash: 10000,
    bonus: 5000,
  },
  // The second player in one tab after e2esession1's session ended (what the first left cached).
  {
    username: 'e2esession2',
    file: 'e2e/session.e2e.ts',
    nome: 'Elena',
    cognome: 'Ferri',
    contratto: '1000001034',
    cellulare: '+393331235044',
    codiceFiscale: 'FRRLNE87C52F205H',
    sesso: 'F',
    dataNascita: '1987-03-12',
    cash: 10000,
    bonus: 5000,
  },
];

/**
 * Copies of demo accounts in a particular state, one per test file, for the files that need that
 * state rather than demouser1's shape: the README's accounts stay for people, and no file's login or
 * change (terms accepted, a device authorised) reaches another file. Each is its original with its
 * own username, e-mail (`<username>@betsite.example`), contract number and mobile (users.ts).
 */
export interface E2eCopy {
  username: string;
  /** The test file that uses it (and no other). */
  file: string;
  /** The demo account it copies (users.ts). */
  of: 'demostatus1' | 'demodevice1';
  contratto: string;
  cellulare: string;
}

export const E2E_COPIES: readonly E2eCopy[] = [
  // demostatus1: e-mail not confirmed, terms not accepted ('Stato conto' opens after login), €10.00.
  { username: 'e2estatussession1', file: 'e2e/session.e2e.ts', of: 'demostatus1', contratto: '1000001101', cellulare: '+393331235101' },
  { username: 'e2estatusprofile1', file: 'e2e/profile.e2e.ts', of: 'demostatus1', contratto: '1000001102', cellulare: '+393331235102' },
  { username: 'e2estatusmodules1', file: 'e2e/site-modules.e2e.ts', of: 'demostatus1', contratto: '1000001103', cellulare: '+393331235103' },
  { username: 'e2estatusnav1', file: 'e2e/navigation.e2e.ts', of: 'demostatus1', contratto: '1000001104', cellulare: '+393331235104' },
  // demodevice1: a new browser must be authorised with a code by e-mail or SMS, €25.00.
  { username: 'e2edevicesession1', file: 'e2e/session.e2e.ts', of: 'demodevice1', contratto: '1000001105', cellulare: '+393331235105' },
  { username: 'e2edevicerg1', file: 'e2e/responsible-gaming.e2e.ts', of: 'demodevice1', contratto: '1000001106', cellulare: '+393331235106' },
];

/** The ranking end-to-end test's unique code (e2eranking1's, once): 150 convertible points. */
export const E2E_RANKING_CODE = 'RKE2E150';

/**
 * What some of these players hold besides their account, each for its one test file: e2eprefs1 a
 * copy of demouser1's history and favourites (client-settings.ts, seeded before this), e2eranking1
 * 700 convertible ranking points and its unique code. Idempotent: the settings row, the movement key
 * and the code decide.
 */
export async function seedE2ePlayerState(db: Db, now = new Date()): Promise<void> {
  const demo = await findUserByUsername(db, 'demouser1');
  const prefs = await findUserByUsername(db, 'e2eprefs1');
  if (demo && prefs) {
    const [row] = await db.select({ settings: clientSettings.settings }).from(clientSettings).where(eq(clientSettings.userId, demo.id));
    if (row) await db.insert(clientSettings).values({ userId: prefs.id, settings: row.settings }).onConflictDoNothing();
  }
  const ranking = await findUserByUsername(db, 'e2eranking1');
  if (ranking) {
    await db.transaction((tx) =>
      addMovement(tx, {
        userId: ranking.id,
        key: `demo:e2e-ranking:${ranking.id}`,
        causale: 'promo',
        points: 700,
        convertible: true,
        description: 'Punti di prova',
        insDate: now,
      }),
    );
    await db
      .insert(rankingUniqueCodes)
      .values({ code: E2E_RANKING_CODE, ownerId: ranking.id, points: 150, convertible: true, validTo: new Date(now.getTime() + 365 * 86_400_000) })
      .onConflictDoNothing();
  }
}
