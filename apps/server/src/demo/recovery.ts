import type { Db } from '../db/client.ts';
import { legacyAccounts, playerProfiles, users, type LegacyAnagrafica } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { normalizeSecurityAnswer } from '@betsite/contract/account-fields';
import { DEMO_PASSWORD } from './users.ts';
import { E2E_PLAYERS } from './e2e-players.ts';

/**
 * Secret questions of demo players (README "Demo accounts"), so credential recovery can be tried.
 * demorecovery1 exists only for the recovery end-to-end test: no other test logs in with it.
 */
export const DEMO_SECURITY: { username: string; questionId: number; answer: string; codiceFiscale: string; sesso: 'M' | 'F'; dataNascita: string }[] = [
  { username: 'demouser1', questionId: 1, answer: 'Ferrari', codiceFiscale: 'RSSMRA80A01H501U', sesso: 'M', dataNascita: '1980-01-01' },
  { username: 'demorecovery1', questionId: 4, answer: 'Gatto', codiceFiscale: 'CNTLRA90E45L219G', sesso: 'F', dataNascita: '1990-05-05' },
  // demo2fa01's profile too (born in Milan), so its 'Dati personali' page shows data rather than an error.
  { username: 'demo2fa01', questionId: 2, answer: 'Roma', codiceFiscale: 'BNCGLI86D52F205X', sesso: 'F', dataNascita: '1986-04-12' },
  // The end-to-end tests' players get demouser1's profile (their own codice fiscale).
  ...E2E_PLAYERS.map((p) => ({
    username: p.username,
    questionId: 1,
    answer: 'Ferrari',
    codiceFiscale: p.codiceFiscale,
    sesso: p.sesso,
    dataNascita: p.dataNascita,
  })),
];

type NewUser = Omit<typeof users.$inferInsert, 'passwordHash'>;
const verifiedAt = new Date('2026-10-01T09:00:00Z');
const player = (u: Pick<NewUser, 'username' | 'nome' | 'cognome' | 'contratto' | 'cellulare'> & Partial<NewUser>): NewUser => ({
  email: `${u.username}@betsite.example`,
  statoConto: 2,
  termsAccepted: true,
  emailConfirmed: true,
  mobileConfirmed: true,
  lastEmailVerificationAt: verifiedAt,
  lastMobileVerificationAt: verifiedAt,
  depositLimitSet: true,
  ...u,
});

/**
 * Players only this area's end-to-end tests use: demorecovery1 (its password gets replaced by the
 * recovery test) and democonfirm1 (mobile not confirmed, for the SMS step of the confirmation page).
 */
const AREA_USERS: NewUser[] = [
  player({ username: 'demorecovery1', nome: 'Laura', cognome: 'Conti', contratto: '1000000701', cellulare: '+393331234701' }),
  player({
    username: 'democonfirm1',
    nome: 'Elena',
    cognome: 'Galli',
    contratto: '1000000702',
    cellulare: '+393331234702',
    mobileConfirmed: false,
    lastMobileVerificationAt: null,
  }),
];

const anagrafica = (a: Partial<LegacyAnagrafica> & Pick<LegacyAnagrafica, 'sesso' | 'dataNascita'>): LegacyAnagrafica => ({
  nazioneNascitaId: 181,
  comuneNascitaId: 6205,
  comuneNascitaNome: 'MILANO',
  nazioneResidenzaId: 181,
  indirizzoResidenza: 'Via Roma 1',
  capResidenza: '20121',
  comuneResidenzaId: 6205,
  comuneResidenzaNome: 'MILANO',
  tipoDocumentoId: 1,
  numeroDocumento: 'CA1234567',
  enteRilascioId: 1,
  comuneRilascioId: 6205,
  dataRilascioDocumento: '2020-03-01',
  dataScadenzaDocumento: '2030-03-01',
  ...a,
});

/** Two legacy multi-account players (README "Migration"): open /account/migration?cf=…&inv=…&username=…. */
export const DEMO_LEGACY = [
  {
    codiceFiscale: 'SPSGPP75C15F205X',
    invitation: 'MIGRA-7F3K',
    nome: 'Giuseppe',
    cognome: 'Esposito',
    email: 'giuseppe.esposito@betsite.example',
    cellulare: '+393331234811',
    accounts: [
      ['gesposito', '2000000101', 'betsite'],
      ['gesposito_casino', '2000000102', 'casino'],
    ],
    anagrafica: anagrafica({ sesso: 'M', dataNascita: '1975-03-15' }),
  },
  {
    codiceFiscale: 'RMNFNC82T52F839E',
    invitation: 'MIGRA-9Q2L',
    nome: 'Francesca',
    cognome: 'Romano',
    email: 'francesca.romano@betsite.example',
    cellulare: '+393331234812',
    accounts: [
      ['fromano', '2000000201', 'betsite'],
      ['fromano_sport', '2000000202', 'sport'],
    ],
    anagrafica: anagrafica({
      sesso: 'F',
      dataNascita: '1982-12-12',
      comuneNascitaId: 6839,
      comuneNascitaNome: 'NAPOLI',
      comuneResidenzaId: 6839,
      comuneResidenzaNome: 'NAPOLI',
      capResidenza: '80121',
      comuneRilascioId: 6839,
    }),
  },
] as const;

/** Idempotent: inserts only what is missing, so a restart never duplicates or overwrites. */
export async function seedRecovery(db: Db): Promise<void> {
  for (const u of AREA_USERS) {
    if (!(await findUserByUsername(db, u.username)))
      await db
        .insert(users)
        .values({ ...u, passwordHash: await hashPassword(DEMO_PASSWORD) })
        .onConflictDoNothing();
  }
  for (const s of DEMO_SECURITY) {
    const user = await findUserByUsername(db, s.username);
    if (!user) continue;
    const a = anagrafica({ sesso: s.sesso, dataNascita: s.dataNascita });
    await db
      .insert(playerProfiles)
      .values({
        userId: user.id,
        codiceFiscale: s.codiceFiscale,
        ...a,
        securityQuestionId: s.questionId,
        securityAnswerHash: await hashPassword(normalizeSecurityAnswer(s.answer)),
        depositoMassimo: 500,
      })
      .onConflictDoNothing();
  }
  for (const l of DEMO_LEGACY) {
    await db
      .insert(legacyAccounts)
      .values(
        l.accounts.map(([legacyUsername, legacyContratto, skin]) => ({
          codiceFiscale: l.codiceFiscale,
          invitation: l.invitation,
          legacyUsername,
          legacyContratto,
          skin,
          nome: l.nome,
          cognome: l.cognome,
          email: l.email,
          cellulare: l.cellulare,
          anagrafica: l.anagrafica,
        })),
      )
      .onConflictDoNothing();
  }
}
