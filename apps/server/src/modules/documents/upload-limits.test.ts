/**
 * Uploads cannot flood the operators' review queue or the storage: at most 5 requests a minute and
 * DOCUMENT_UPLOADS_PER_DAY files in 24 hours per player, whatever session they come through; a new
 * upload of a side supersedes the player's earlier one still awaiting review (its file removed).
 * The back office lists decided documents newest first.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXT } from '@betsite/contract/documents';
import type { DocumentSide } from '@betsite/domain/document-deadline';
import { playerDocuments, playerProfiles, users } from '../../db/schema/index.ts';
import { bearer, dbLabel, operatorToken, playerToken, useTestApp } from '../../test-support.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { DEMO_DOCUMENT_KEYS } from './demo-files.ts';
import { DOCUMENT_UPLOADS_PER_DAY } from './service.ts';

const t = useTestApp();

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200, 7)]);
const MINUTE = 61_000;
const DAY = 86_400_000;

let ipSeq = 0;
/** Front and/or back in one multipart body, as the web sends them. */
function upload(token: string, sides: DocumentSide[]) {
  const boundary = `----bs${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const side of sides) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${side}"; filename="${side}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`));
    chunks.push(JPEG, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/Account/UploadDocumenti',
    payload: Buffer.concat(chunks),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: `10.9.0.${++ipSeq}`,
  });
}

/** Another login of the same player: a new session, a new token. */
async function newSession(userId: number): Promise<string> {
  const sessionId = await t.deps.sessions.create(userId, {});
  return t.deps.sessions.sign({ userId, sessionId });
}

const rowsOf = (userId: number) => t.deps.db.select().from(playerDocuments).where(eq(playerDocuments.userId, userId)).orderBy(playerDocuments.id);
const filesOf = async (userId: number) => (await readdir(path.join(t.deps.config.DOCUMENTS_DIR, String(userId))).catch(() => [])).length;
const queue = async (stato = 3) =>
  (await t.app.inject({ method: 'GET', url: `/api/Operator/Documenti?stato=${stato}`, headers: bearer(await operatorToken(t)) })).json().ResponseData as {
    Id: number;
    userId: number;
    lato: string;
  }[];

describe(`document upload limits (${dbLabel()})`, () => {
  it('5 uploads a minute per player: a new login gives no new budget', async () => {
    t.clock.advance(MINUTE);
    const p = await createPlayer(t);
    for (let i = 0; i < 5; i++) {
      const r = await upload(await newSession(p.id), ['fronte']);
      expect(r.statusCode).toBe(200);
      expect(r.json().ResponseCode).toBe(0);
    }
    const sixth = await upload(await newSession(p.id), ['fronte']);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().ResponseCode).toBe(-429);
    expect(await rowsOf(p.id)).toHaveLength(5);
    // Another player is not held back by this one.
    expect((await upload((await createPlayer(t)).token, ['fronte'])).json().ResponseCode).toBe(0);
    t.clock.advance(MINUTE);
    expect((await upload(p.token, ['fronte'])).json().ResponseCode).toBe(0);
  });

  it(`at most ${DOCUMENT_UPLOADS_PER_DAY} files in 24 hours per player, counted in the database across logins; nothing is written when refused`, async () => {
    t.clock.advance(MINUTE);
    const p = await createPlayer(t);
    const send = async (sides: DocumentSide[]) => {
      t.clock.advance(MINUTE);
      return (await upload(await newSession(p.id), sides)).json();
    };
    for (let i = 0; i < 4; i++) expect((await send(['fronte', 'retro'])).ResponseCode).toBe(0);
    expect((await send(['fronte'])).ResponseCode).toBe(0);
    // 9 used: a front and a back together would be 11.
    const both = await send(['fronte', 'retro']);
    expect(both).toMatchObject({ ResponseCode: -1, ResponseMessage: DOCUMENT_TEXT.dailyLimit, ResponseData: null });
    expect(await rowsOf(p.id)).toHaveLength(9);
    expect((await send(['retro'])).ResponseCode).toBe(0);
    for (const sides of [['fronte'], ['retro'], ['fronte', 'retro']] as DocumentSide[][]) {
      const r = await send(sides);
      expect(r.ResponseCode).toBe(-1);
      expect(r.ResponseMessage).toBe(
        'Hai raggiunto il numero massimo di caricamenti del documento nelle ultime 24 ore: riprova più tardi oppure contatta il servizio clienti.',
      );
    }
    expect(await rowsOf(p.id)).toHaveLength(DOCUMENT_UPLOADS_PER_DAY);
    // Only the latest front and back are kept in the storage: the superseded files were removed.
    expect(await filesOf(p.id)).toBe(2);
    // 24 hours later, room again.
    t.clock.advance(DAY);
    expect((await send(['fronte'])).ResponseCode).toBe(0);
  });

  it("two uploads at once cannot both take the last place of the day (counted again under the player's lock)", async () => {
    t.clock.advance(MINUTE);
    const p = await createPlayer(t);
    const doc = { userId: p.id, side: 'retro', storageKey: `${p.id}/retro-x.jpg`, mime: 'image/jpeg', size: 10, sha256: 'x', stato: 1 };
    await t.deps.db.insert(playerDocuments).values(Array.from({ length: DOCUMENT_UPLOADS_PER_DAY - 1 }, () => ({ ...doc, uploadedAt: t.clock.now() })));
    const answers = await Promise.all([upload(p.token, ['fronte']), upload(await newSession(p.id), ['fronte'])]);
    expect(answers.map((r) => r.json().ResponseCode).sort()).toEqual([-1, 0]);
    expect(await rowsOf(p.id)).toHaveLength(DOCUMENT_UPLOADS_PER_DAY);
    // The refused upload's file was written before the count under the lock: it is removed again.
    expect(await filesOf(p.id)).toBe(1);
  });

  it('a new upload of a side supersedes the pending one (row kept as superseded, file removed); the other side and other players are untouched', async () => {
    t.clock.advance(MINUTE);
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    expect((await upload(other.token, ['fronte'])).json().ResponseCode).toBe(0);
    expect((await upload(p.token, ['fronte', 'retro'])).json().ResponseCode).toBe(0);
    const [f1, r1] = await rowsOf(p.id);
    const tab = (await upload(await newSession(p.id), ['fronte'])).json().ResponseData;
    const rows = await rowsOf(p.id);
    const f2 = rows.at(-1)!;
    expect(rows.map((r) => [r.id, r.side, r.stato, r.reason])).toEqual([
      [f1!.id, 'fronte', 2, 'Sostituito da un caricamento successivo'],
      [r1!.id, 'retro', 3, null],
      [f2.id, 'fronte', 3, null],
    ]);
    expect(tab.documenti.map((d: { Id: number }) => d.Id).sort()).toEqual([r1!.id, f2.id].sort());
    // The superseded file is gone, the others are there.
    expect(await t.services.documentStorage.get(f1!.storageKey)).toBeNull();
    expect(await t.services.documentStorage.get(r1!.storageKey)).not.toBeNull();
    expect(await t.services.documentStorage.get(f2.storageKey)).not.toBeNull();
    // The operators see one document per side and player.
    const pending = await queue();
    expect(pending.filter((d) => d.userId === p.id).map((d) => d.Id)).toEqual([r1!.id, f2.id]);
    expect(pending.filter((d) => d.userId === other.id)).toHaveLength(1);
    // The superseded one cannot be decided any more, nor read.
    const op = await operatorToken(t);
    const approve = await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: f1!.id }, headers: bearer(op) });
    expect(approve.json()).toMatchObject({ ResponseCode: -1, ResponseMessage: DOCUMENT_TEXT.notPending });
    expect((await t.app.inject({ method: 'GET', url: `/api/Account/GetDocumento?id=${f1!.id}`, headers: bearer(p.token) })).statusCode).toBe(403);
    // A decided document is not superseded: approved, it stays approved when the side is sent again.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: r1!.id }, headers: bearer(op) })).json().ResponseCode,
    ).toBe(0);
    t.clock.advance(MINUTE);
    expect((await upload(p.token, ['retro'])).json().ResponseCode).toBe(0);
    const [r1After] = await t.deps.db.select().from(playerDocuments).where(eq(playerDocuments.id, r1!.id));
    expect(r1After).toMatchObject({ stato: 0, reason: null });
    expect(await t.services.documentStorage.get(r1!.storageKey)).not.toBeNull();
  });

  it('a superseded demo document does not take the file the other demo documents share', async () => {
    t.clock.advance(MINUTE);
    const [bo] = await t.deps.db.select().from(users).where(eq(users.username, 'demobo1'));
    const before = await t.deps.db
      .select()
      .from(playerDocuments)
      .where(and(eq(playerDocuments.userId, bo!.id), eq(playerDocuments.side, 'fronte')));
    expect(before.map((r) => [r.stato, r.storageKey])).toEqual([[3, DEMO_DOCUMENT_KEYS.fronte]]);
    expect(await t.services.documentStorage.get(DEMO_DOCUMENT_KEYS.fronte)).not.toBeNull();
    expect((await upload(await playerToken(t, 'demobo1', { ip: '10.9.1.1' }), ['fronte'])).json().ResponseCode).toBe(0);
    const [old] = await t.deps.db.select().from(playerDocuments).where(eq(playerDocuments.id, before[0]!.id));
    expect(old!.stato).toBe(2);
    expect(await t.services.documentStorage.get(DEMO_DOCUMENT_KEYS.fronte)).not.toBeNull();
  });

  it("an approved player's new document awaits review: the summary goes back to pending until an operator approves it", async () => {
    t.clock.advance(MINUTE);
    const [u] = await t.deps.db.select().from(users).where(eq(users.username, 'demouser1'));
    const summary = async () => (await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.userId, u!.id)))[0]!.statoDocumenti;
    expect(await summary()).toBe(0);
    const tab = (await upload(await playerToken(t, 'demouser1', { ip: '10.9.1.2' }), ['retro'])).json().ResponseData;
    expect(tab.statoDocumenti).toBe(3);
    expect(tab.documenti.map((d: { lato: string; stato: number }) => [d.lato, d.stato]).sort()).toEqual([
      ['fronte', 0],
      ['retro', 3],
    ]);
    const retro = tab.documenti.find((d: { lato: string }) => d.lato === 'retro').Id as number;
    const op = await operatorToken(t);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: retro }, headers: bearer(op) })).json().ResponseCode,
    ).toBe(0);
    expect(await summary()).toBe(0);
    const [still] = await t.deps.db.select({ s: users.statoConto }).from(users).where(eq(users.id, u!.id));
    expect(still!.s).toBe(2);
  });

  it('the back office lists decided documents newest first (past the 200 shown) and pending ones oldest first', async () => {
    const p = await createPlayer(t);
    const doc = { userId: p.id, side: 'fronte', storageKey: `${p.id}/fronte-x.jpg`, mime: 'image/jpeg', size: 10, sha256: 'x' };
    for (const stato of [0, 1]) {
      const ids = (
        await t.deps.db
          .insert(playerDocuments)
          .values(Array.from({ length: 201 }, () => ({ ...doc, stato })))
          .returning({ id: playerDocuments.id })
      ).map((r) => r.id);
      const listed = await queue(stato);
      expect(listed).toHaveLength(200);
      expect(listed[0]!.Id).toBe(Math.max(...ids));
      expect(listed.map((d) => d.Id)).toEqual([...ids].sort((a, b) => b - a).slice(0, 200));
    }
    const pending = (await queue(3)).map((d) => d.Id);
    expect(pending).toEqual([...pending].sort((a, b) => a - b));
    await t.deps.db.delete(playerDocuments).where(and(eq(playerDocuments.userId, p.id), inArray(playerDocuments.stato, [0, 1])));
  });
});
