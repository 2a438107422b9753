import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCharacter, isValidCodiceFiscale, normaliseOmocode, omocodeVariants, type Sex } from '@betsite/domain/codice-fiscale';
import { REG_CODES } from '@betsite/contract/registration-codes';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { uniqueViolation } from '../../db/pg-errors.ts';
import { playerProfiles, users } from '../../db/schema/index.ts';
import { registrationBody } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
const nextIp = () => `10.31.${Math.floor(++seq / 200)}.${seq % 200}`;

/** The registration data of a person born in Rome, with contacts and a username of their own. */
const person = (p: { nome: string; cognome: string; sesso: Sex; dataNascita: string }, codiceFiscale?: string) =>
  registrationBody('omocodia', p, codiceFiscale);
type Person = ReturnType<typeof person>;

const verifyRegister = (p: Person) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/VerifyRegister',
    remoteAddress: nextIp(),
    payload: {
      CodiceFiscale: p.codiceFiscale,
      Email: p.email,
      Mobile: p.cellulare,
      Recaptcha: 'sandbox:verify',
      Nome: p.nome,
      Cognome: p.cognome,
      Sesso: p.sesso,
      DataNascita: p.dataNascita,
    },
  });
const register = (p: Person) => t.app.inject({ method: 'POST', url: '/api/Account/Register', payload: p, remoteAddress: nextIp() });
const checkCf = async (cf: string) =>
  (await t.app.inject({ url: `/api/Account/CheckCodiceFiscale?codiceFiscale=${cf}&recaptcha=x`, remoteAddress: nextIp() })).json();
const countUsers = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const profileOf = async (cf: string) => (await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.codiceFiscale, cf)))[0]!;

/** Register with the no-confirmation module: no OTP, so the final call's own checks are what is tested. */
async function registerDirect(p: Person) {
  await t.deps.site.setModule('RegistrationMobileAvoidConfirmation', true);
  try {
    return (await register(p)).json();
  } finally {
    await t.deps.site.setModule('RegistrationMobileAvoidConfirmation', false);
  }
}

const GIOVANNI = { nome: 'Giovanni', cognome: 'Esposito', sesso: 'M' as const, dataNascita: '1985-07-14' };
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
/** The code with the digits at the given positions (indexes into DIGIT_POSITIONS) written as omocodia letters, check character recomputed. */
const withLetters = (code: string, which: number[]) => {
  const chars = code.split('');
  for (const w of which) chars[DIGIT_POSITIONS[w]!] = 'LMNPQRSTUV'[Number(chars[DIGIT_POSITIONS[w]!])]!;
  const first15 = chars.slice(0, 15).join('');
  return first15 + checkCharacter(first15);
};

describe(`a codice fiscale is one person's whatever its omocodia (${dbLabel()})`, () => {
  it('a self-excluded player cannot open another account with an omocodia variant of their code', async () => {
    const first = person(GIOVANNI);
    expect(first.codiceFiscale).toBe('SPSGNN85L14H501G');
    expect((await registerDirect(first)).ResponseCode).toBe(0);
    const { userId } = await profileOf(first.codiceFiscale);
    await t.deps.db.update(users).set({ statoConto: 8 }).where(eq(users.id, userId));

    expect((await verifyRegister(person(GIOVANNI))).json().ResponseCode).toBe(REG_CODES.BLOCKED);
    const before = await countUsers();
    const variants = [omocodeVariants(first.codiceFiscale)[0]!, omocodeVariants(first.codiceFiscale)[6]!, withLetters(first.codiceFiscale, [1, 4])];
    for (const cf of variants) {
      const again = person(GIOVANNI, cf);
      expect(isValidCodiceFiscale(cf) && cf !== first.codiceFiscale, cf).toBe(true);
      expect((await verifyRegister(again)).json(), cf).toMatchObject({ ResponseCode: REG_CODES.BLOCKED, ResponseMessage: REG_TEXT.blockedCf });
      expect((await registerDirect(again)).ResponseCode, cf).toBe(REG_CODES.BLOCKED);
      expect((await checkCf(cf.toLowerCase())).ResponseCode, cf).toBe(REG_CODES.BLOCKED);
    }
    expect(await countUsers()).toBe(before);

    // Not barred but registered: the variant is a duplicate of the same person.
    await t.deps.db.update(users).set({ statoConto: 1 }).where(eq(users.id, userId));
    const variant = person(GIOVANNI, variants[0]);
    expect((await verifyRegister(variant)).json()).toMatchObject({ ResponseCode: REG_CODES.DUPLICATE_CF, ResponseMessage: REG_TEXT.duplicateCf });
    expect((await registerDirect(variant)).ResponseCode).toBe(REG_CODES.DUPLICATE_CF);
    expect((await checkCf(variant.codiceFiscale)).ResponseCode).toBe(REG_CODES.DUPLICATE_CF);
    expect(await countUsers()).toBe(before);
    // Someone born the next day is someone else.
    expect((await checkCf(person({ ...GIOVANNI, dataNascita: '1985-07-15' }).codiceFiscale)).ResponseCode).toBe(0);
  });

  it('the database refuses a second profile with a variant of a code, whatever code path writes it', async () => {
    const [a, b] = await t.deps.db.select().from(playerProfiles).orderBy(asc(playerProfiles.userId)).limit(2);
    const variant = withLetters(a!.codiceFiscale, [0, 2, 5]);
    const err = await t.deps.db
      .update(playerProfiles)
      .set({ codiceFiscale: variant.toLowerCase() })
      .where(eq(playerProfiles.userId, b!.userId))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(uniqueViolation(err)).toBe('player_profiles_codice_fiscale_key_idx');
    // The lookups by code can use the index.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain select user_id from player_profiles where codice_fiscale_key(codice_fiscale) = codice_fiscale_key(${variant})`);
      expect(JSON.stringify(plan)).toContain('player_profiles_codice_fiscale_key_idx');
    });
  });

  it("the database's key is normaliseOmocode's without the check character, for every combination of letters", async () => {
    const key = async (code: string) =>
      ((await t.deps.db.execute(sql`select codice_fiscale_key(${code}) as k`)) as unknown as { rows: { k: string }[] }).rows[0]!.k;
    const seeded = (await t.deps.db.select({ cf: playerProfiles.codiceFiscale }).from(playerProfiles).limit(10)).map((r) => r.cf).filter(isValidCodiceFiscale);
    for (const code of ['RSSMRA85T10A562S', 'SPSGNN85L14H501G', ...seeded]) {
      const expected = normaliseOmocode(code).slice(0, 15);
      for (let mask = 0; mask < 128; mask++) {
        const v = withLetters(
          code,
          [0, 1, 2, 3, 4, 5, 6].filter((i) => mask & (1 << i)),
        );
        expect(await key(v), v).toBe(expected);
      }
      expect(await key(` ${code.toLowerCase()} `)).toBe(expected);
    }
    // Anything without the shape of a code is only trimmed and upper-cased.
    expect(await key(' rgtst00000000001 ')).toBe('RGTST00000000001');
    expect(await key('')).toBe('');
  });

  it('barred when any account of the person is, even one opened with a variant before the check', async () => {
    const anna = { nome: 'Anna', cognome: 'Lombardi', sesso: 'F' as const, dataNascita: '1979-11-03' };
    const older = person(anna);
    expect((await registerDirect(older)).ResponseCode).toBe(0);
    // An account from before migration 0035 with a variant of the same code (numbered 1 by the migration), self-excluded.
    const [other] = await t.deps.db.select().from(playerProfiles).orderBy(asc(playerProfiles.userId)).limit(1);
    await t.deps.db
      .update(playerProfiles)
      .set({ codiceFiscale: omocodeVariants(older.codiceFiscale)[1]!, codiceFiscaleDuplicate: 1 })
      .where(eq(playerProfiles.userId, other!.userId));
    await t.deps.db.update(users).set({ statoConto: 8 }).where(eq(users.id, other!.userId));
    expect((await checkCf(older.codiceFiscale)).ResponseCode).toBe(REG_CODES.BLOCKED);
    expect((await verifyRegister(person(anna))).json().ResponseCode).toBe(REG_CODES.BLOCKED);
  });

  it('migration 0035 applies to the data before it, numbering the accounts that already share a person’s code', async () => {
    const statements = readFileSync(path.join(MIGRATIONS_FOLDER, '0035_codice_fiscale_omocodia.sql'), 'utf8').split('--> statement-breakpoint');
    const base = 'RSSMRA85T10A562S';
    let seen: { numbers: number[]; refused: string | null } | null = null;
    const rolledBack = await t.deps.db
      .transaction(async (tx) => {
        // Back to the schema before 0035, with data it allowed: variants of one code, and a value that is no code.
        await tx.execute(sql`drop index player_profiles_codice_fiscale_key_idx`);
        await tx.execute(sql`alter table player_profiles drop column codice_fiscale_duplicate`);
        await tx.execute(sql`drop function codice_fiscale_key(text)`);
        await tx.execute(sql`alter table player_profiles add constraint player_profiles_codice_fiscale_unique unique (codice_fiscale)`);
        const ids = (await tx.execute(sql`select user_id from player_profiles order by user_id limit 4`)) as unknown as { rows: { user_id: number }[] };
        const [first, second, third, fourth] = ids.rows.map((r) => r.user_id) as [number, number, number, number];
        for (const [id, cf] of [
          [second, omocodeVariants(base)[0]!],
          [first, base],
          [fourth, withLetters(base, [2, 6]).toLowerCase()],
          [third, 'NON-UN-CODICE'],
        ] as const)
          await tx.execute(sql`update player_profiles set codice_fiscale = ${cf} where user_id = ${id}`);

        for (const statement of statements) await tx.execute(sql.raw(statement));

        const numbers = (await tx.execute(
          sql`select codice_fiscale_duplicate as n from player_profiles where user_id in (${first}, ${second}, ${third}, ${fourth}) order by user_id`,
        )) as unknown as { rows: { n: number }[] };
        // From now on a new variant is refused.
        const refused = await tx
          .transaction((sp) => sp.execute(sql`update player_profiles set codice_fiscale = ${omocodeVariants(base)[3]!} where user_id = ${third}`))
          .then(() => null)
          .catch((e: unknown) => uniqueViolation(e));
        seen = { numbers: numbers.rows.map((r) => Number(r.n)), refused };
        tx.rollback();
      })
      .then(() => false)
      .catch((e: unknown) => (e instanceof TransactionRollbackError ? true : Promise.reject(e)));
    expect(rolledBack).toBe(true);
    // The first account of the person keeps 0, the later ones are numbered; the non-code is left alone.
    expect(seen).toEqual({ numbers: [0, 1, 0, 2], refused: 'player_profiles_codice_fiscale_key_idx' });
    // And the rollback left this database as the migrations made it.
    expect((await checkCf(base)).ResponseCode).toBe(0);
  });
});
