import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerDocuments, playerProfiles, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { normalizeSecurityAnswer } from '@betsite/contract/account-fields';
import { DEMO_PASSWORD } from './users.ts';
import { E2E_PLAYERS } from './e2e-players.ts';
import { DEMO_DOCUMENT_KEYS, DEMO_DOCUMENT_PNG } from '../modules/documents/demo-files.ts';

const DAY_MS = 86_400_000;
/** demodocs1 opened its account 27 days before the first start: 3 days left to send the documents. */
export const DEMODOCS_AGE_DAYS = 27;

type NewUser = Omit<typeof users.$inferInsert, 'passwordHash'>;
const verifiedAt = new Date('2026-10-01T09:00:00Z');

/** Residence and document in Rome (H501 → id 8501) or Milan (F205 → id 6205), ids of the municipality registry. */
const profile = (p: { codiceFiscale: string; sesso: 'M' | 'F'; dataNascita: string; city: { id: number; name: string; cap: string } }) => ({
  codiceFiscale: p.codiceFiscale,
  sesso: p.sesso,
  dataNascita: p.dataNascita,
  nazioneNascitaId: 181,
  comuneNascitaId: p.city.id,
  comuneNascitaNome: p.city.name,
  nazioneResidenzaId: 181,
  indirizzoResidenza: 'Via Garibaldi 12',
  capResidenza: p.city.cap,
  comuneResidenzaId: p.city.id,
  comuneResidenzaNome: p.city.name,
  tipoDocumentoId: 1,
  numeroDocumento: 'CA7654321',
  enteRilascioId: 1,
  comuneRilascioId: p.city.id,
  dataRilascioDocumento: '2021-06-01',
  dataScadenzaDocumento: '2031-06-01',
  securityQuestionId: 2,
  depositoMassimo: 500,
});
const ROMA = { id: 8501, name: 'ROMA', cap: '00184' };
const MILANO = { id: 6205, name: 'MILANO', cap: '20121' };

/**
 * Demo data of the profile pages (README "Demo accounts"): demouser1's documents approved;
 * demodocs1 provisional, documents missing, deadline near; demoprofile1 for the profile
 * end-to-end tests (they change its password, contacts and two-factor, so nobody else uses it).
 */
export async function seedProfile(db: Db): Promise<void> {
  const now = Date.now();
  const players: { user: NewUser; profile: ReturnType<typeof profile> }[] = [
    {
      user: {
        username: 'demodocs1',
        email: 'demodocs1@betsite.example',
        nome: 'Chiara',
        cognome: 'Verdi',
        contratto: '1000000801',
        cellulare: '+393331234801',
        statoConto: 1,
        createdAt: new Date(now - DEMODOCS_AGE_DAYS * DAY_MS),
      },
      profile: { ...profile({ codiceFiscale: 'VRDCHR92L54H501B', sesso: 'F', dataNascita: '1992-07-14', city: ROMA }) },
    },
    {
      user: {
        username: 'demoprofile1',
        email: 'demoprofile1@betsite.example',
        nome: 'Davide',
        cognome: 'Marini',
        contratto: '1000000802',
        cellulare: '+393331234802',
        statoConto: 2,
        father: 'agente007',
      },
      profile: profile({ codiceFiscale: 'MRNDVD88C22F205D', sesso: 'M', dataNascita: '1988-03-22', city: MILANO }),
    },
  ];
  for (const p of players) {
    let user = await findUserByUsername(db, p.user.username);
    if (!user) {
      await db
        .insert(users)
        .values({
          termsAccepted: true,
          emailConfirmed: true,
          mobileConfirmed: true,
          lastEmailVerificationAt: verifiedAt,
          lastMobileVerificationAt: verifiedAt,
          depositLimitSet: true,
          ...p.user,
          passwordHash: await hashPassword(DEMO_PASSWORD),
        })
        .onConflictDoNothing();
      user = await findUserByUsername(db, p.user.username);
    }
    if (!user) continue;
    // Checked first so a restart does not spend an argon2 hash on a row that exists.
    const [hasProfile] = await db.select({ id: playerProfiles.userId }).from(playerProfiles).where(eq(playerProfiles.userId, user.id));
    if (hasProfile) continue;
    await db
      .insert(playerProfiles)
      .values({
        userId: user.id,
        ...p.profile,
        securityAnswerHash: await hashPassword(normalizeSecurityAnswer('Roma')),
        consents: JSON.stringify({ privacyAcceptMarketing: false, privacyAcceptProfilazione: false }),
      })
      .onConflictDoNothing();
  }

  // demouser1's documents approved, and those of the end-to-end tests' players shaped like it.
  for (const username of ['demouser1', ...E2E_PLAYERS.map((p) => p.username)]) await approveDocuments(db, username);
}

async function approveDocuments(db: Db, username: string): Promise<void> {
  const demo = await findUserByUsername(db, username);
  if (!demo) return;
  for (const side of ['fronte', 'retro'] as const) {
    const [existing] = await db
      .select({ id: playerDocuments.id })
      .from(playerDocuments)
      .where(and(eq(playerDocuments.userId, demo.id), eq(playerDocuments.side, side)));
    if (existing) continue;
    await db.insert(playerDocuments).values({
      userId: demo.id,
      side,
      storageKey: DEMO_DOCUMENT_KEYS[side],
      mime: 'image/png',
      size: DEMO_DOCUMENT_PNG.length,
      sha256: 'demo',
      stato: 0,
      uploadedAt: verifiedAt,
      reviewedAt: verifiedAt,
    });
  }
  await db.update(playerProfiles).set({ statoDocumenti: 0 }).where(eq(playerProfiles.userId, demo.id));
}
