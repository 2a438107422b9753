import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, dbLabel, operatorToken, playerToken, useTestApp } from '../../test-support.ts';
import { playerDocuments, playerProfiles, users } from '../../db/schema/index.ts';
import { DEMO_DOCUMENT_PNG } from './demo-files.ts';
import { FsDocumentStorage, documentStorageFor } from './storage.ts';
import { loadConfig } from '../../config.ts';

const t = useTestApp();

let ipSeq = 0;
const login = (username: string) => playerToken(t, username, { ip: `10.8.1.${++ipSeq}` });
const headers = bearer;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A multipart body built by hand, as a hostile client could send it. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----bs${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename !== undefined ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (token: string | undefined, parts: Parameters<typeof multipart>[0]) => {
  const m = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/Account/UploadDocumenti',
    payload: m.payload,
    headers: { ...headers(token), 'content-type': m.contentType },
    remoteAddress: `10.8.2.${++ipSeq}`,
  });
};
const docsOf = async (username: string) => {
  const [u] = await t.deps.db.select().from(users).where(eq(users.username, username));
  return t.deps.db.select().from(playerDocuments).where(eq(playerDocuments.userId, u!.id));
};

describe(`documents (${dbLabel()})`, () => {
  // Uploads are limited to 5 a minute per player (upload-limits.test.ts): each test starts a new minute.
  beforeEach(() => t.clock.advance(61_000));

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumenti' })).statusCode).toBe(401);
    expect((await upload(undefined, [{ name: 'fronte', filename: 'a.jpg', data: JPEG }])).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumento?id=1' })).statusCode).toBe(401);
  });

  it('demouser1 has approved documents; demodocs1 is provisional with the deadline near', async () => {
    const a = (await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumenti', headers: headers(await login('demouser1')) })).json();
    expect(a.ResponseData.documenti.map((d: { lato: string; stato: number }) => [d.lato, d.stato]).sort()).toEqual([
      ['fronte', 0],
      ['retro', 0],
    ]);
    expect(a.ResponseData.scadenza.phase).toBe('none');
    const b = (await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumenti', headers: headers(await login('demodocs1')) })).json();
    expect(b.ResponseData.documenti).toEqual([]);
    expect(b.ResponseData.scadenza).toMatchObject({ phase: 'due', daysLeft: 3 });
    expect(b.ResponseData.scadenza.message).toMatch(/^Invia il documento d'identità \(fronte e retro\) entro 3 giorni/);
  });

  it('refuses wrong types (by content, not by name), empty bodies and extra parts with 400, writing nothing', async () => {
    const token = await login('demodocs1');
    const cases: [Parameters<typeof multipart>[0], string][] = [
      [
        [{ name: 'fronte', filename: 'id.jpg', type: 'image/jpeg', data: 'MZ\u0090\u0000 not a picture at all' }],
        "Formato non ammesso: carica un'immagine JPG o PNG oppure un PDF",
      ],
      [
        [{ name: 'fronte', filename: 'id.png', type: 'image/png', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }],
        "Formato non ammesso: carica un'immagine JPG o PNG oppure un PDF",
      ],
      [
        [
          { name: 'fronte', filename: 'id.jpg', data: JPEG },
          { name: 'retro', filename: 'x.html', type: 'image/png', data: '<html>' },
        ],
        "Formato non ammesso: carica un'immagine JPG o PNG oppure un PDF",
      ],
      [[], 'Seleziona il fronte e/o il retro del documento'],
      [[{ name: 'altro', filename: 'a.jpg', data: JPEG }], 'Seleziona il fronte e/o il retro del documento'],
      [[{ name: 'fronte', data: 'testo' }], 'Seleziona il fronte e/o il retro del documento'],
      [
        [
          { name: 'fronte', filename: 'a.jpg', data: JPEG },
          { name: 'fronte', filename: 'b.jpg', data: JPEG },
        ],
        'Seleziona il fronte e/o il retro del documento',
      ],
    ];
    for (const [parts, message] of cases) {
      t.clock.advance(13_000);
      const r = await upload(token, parts);
      expect(r.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(r.json().ResponseMessage).toBe(message);
    }
    expect(await docsOf('demodocs1')).toEqual([]);
    // Not multipart at all.
    const json = await t.app.inject({ method: 'POST', url: '/api/Account/UploadDocumenti', payload: { fronte: 'x' }, headers: headers(token) });
    expect(json.statusCode).toBe(400);
  });

  it('answers 400, never 500, to bodies the multipart parser cannot read: no boundary, a body that does not match it, a file cut short', async () => {
    const token = await login('demodocs1');
    const broken: [string, string][] = [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="fronte"; filename="a.jpg"\r\n\r\nabc\r\n--x--\r\n'],
      ['multipart/form-data; boundary=abc', 'nothing like the boundary'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="fronte"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8',
      ],
    ];
    for (const [type, body] of broken) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/Account/UploadDocumenti',
        payload: body,
        headers: { ...headers(token), 'content-type': type },
        remoteAddress: '10.77.0.1',
      });
      expect(r.statusCode, `${type}: ${body.slice(0, 30)}`).toBe(400);
      expect(r.json().ResponseMessage).toBe('Seleziona il fronte e/o il retro del documento');
    }
    expect(await docsOf('demodocs1')).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const token = await login('demodocs1');
    const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const r = await upload(token, [{ name: 'fronte', filename: 'big.jpg', data: big }]);
    expect(r.statusCode).toBe(400);
    expect(r.json().ResponseMessage).toBe('Il file supera la dimensione massima di 10 MB');
    expect(await docsOf('demodocs1')).toEqual([]);
  });

  it('stores front and back, stops the deadline, and nobody else can read them', async () => {
    const token = await login('demodocs1');
    const r = await upload(token, [
      { name: 'fronte', filename: 'fronte.jpg', type: 'image/jpeg', data: JPEG },
      { name: 'retro', filename: 'retro.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.ResponseCode).toBe(0);
    expect(body.ResponseData.scadenza.phase).toBe('submitted');
    const docs = body.ResponseData.documenti as { Id: number; lato: string; stato: number; mime: string }[];
    expect(docs.map((d) => [d.lato, d.stato, d.mime]).sort()).toEqual([
      ['fronte', 3, 'image/jpeg'],
      ['retro', 3, 'application/pdf'],
    ]);
    const front = docs.find((d) => d.lato === 'fronte')!;
    const own = await t.app.inject({ method: 'GET', url: `/api/Account/GetDocumento?id=${front.Id}`, headers: headers(token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(Buffer.compare(own.rawPayload, JPEG)).toBe(0);
    // Another player: same refusal as for a document that does not exist.
    const other = await login('demouser1');
    for (const id of [front.Id, 999999]) {
      const r2 = await t.app.inject({ method: 'GET', url: `/api/Account/GetDocumento?id=${id}`, headers: headers(other) });
      expect(r2.statusCode).toBe(403);
      expect(r2.json().ResponseMessage).toBe('Documento non disponibile');
    }
    for (const bad of ['abc', '-1', '0', '1e99', '1%00'])
      expect((await t.app.inject({ method: 'GET', url: `/api/Account/GetDocumento?id=${bad}`, headers: headers(other) })).statusCode).toBe(400);
    // Nor does the file sit under the web root: the static handler does not serve the storage.
    expect((await t.app.inject({ method: 'GET', url: '/data/documents/' })).headers['content-type']).not.toMatch(/image/);
    // Operators may read it.
    const op = await operatorToken(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/Account/GetDocumento?id=${front.Id}`, headers: headers(op) })).statusCode).toBe(200);
  });

  it('operators approve and refuse with a reason; the player sees the outcome; players cannot review', async () => {
    const player = await login('demodocs1');
    const list = (await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumenti', headers: headers(player) })).json().ResponseData.documenti as {
      Id: number;
      lato: string;
    }[];
    const front = list.find((d) => d.lato === 'fronte')!;
    const back = list.find((d) => d.lato === 'retro')!;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: front.Id }, headers: headers(player) })).statusCode,
    ).toBe(401);
    const op = await operatorToken(t);
    const pending = (await t.app.inject({ method: 'GET', url: '/api/Operator/Documenti', headers: headers(op) })).json().ResponseData as {
      Id: number;
      username: string;
    }[];
    expect(pending.filter((d) => d.username === 'demodocs1')).toHaveLength(2);
    for (const body of [{ id: back.Id }, { id: back.Id, motivo: '' }, { id: back.Id, motivo: 'x\u0000y' }, { id: 'abc', motivo: 'Illeggibile' }]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/Operator/RifiutaDocumento', payload: body, headers: headers(op) });
      expect(r.statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Operator/RifiutaDocumento',
          payload: { id: back.Id, motivo: 'Immagine illeggibile' },
          headers: headers(op),
        })
      ).json().ResponseCode,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: front.Id }, headers: headers(op) })).json().ResponseCode,
    ).toBe(0);
    // A second review of the same document changes nothing.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: back.Id }, headers: headers(op) })).json().ResponseCode,
    ).toBe(-1);
    const seen = (await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumenti', headers: headers(await login('demodocs1')) })).json().ResponseData;
    expect(seen.documenti.find((d: { lato: string }) => d.lato === 'retro')).toMatchObject({
      stato: 1,
      motivo: 'Immagine illeggibile',
      statoDescrizione: 'Non valido',
    });
    expect(seen.scadenza.phase).toBe('due');
    const mail = (await t.deps.outbox.list(10)).find((m) => m.recipient === 'demodocs1@betsite.example' && m.subject === 'Documento non accettato');
    expect(mail?.body).toContain('Immagine illeggibile');

    // A new back, approved: the account is validated.
    const token = await login('demodocs1');
    const again = (await upload(token, [{ name: 'retro', filename: 'r.png', data: DEMO_DOCUMENT_PNG }])).json().ResponseData.documenti as {
      Id: number;
      lato: string;
    }[];
    const newBack = again.find((d) => d.lato === 'retro')!;
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: newBack.Id }, headers: headers(await operatorToken(t)) })
      ).json().ResponseCode,
    ).toBe(0);
    const [u] = await t.deps.db.select().from(users).where(eq(users.username, 'demodocs1'));
    expect(u?.statoConto).toBe(2);
    const [p] = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.userId, u!.id));
    expect(p?.statoDocumenti).toBe(0);
  });

  it('a provisional account past 30 days is suspended: no deposits; past 90 days closed: no uploads', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.username, 'demoprofile1'));
    await t.deps.db
      .update(users)
      .set({ statoConto: 1, createdAt: new Date(t.clock.now().getTime() - 31 * 86_400_000) })
      .where(eq(users.id, u!.id));
    const token = await login('demoprofile1');
    const docs = (await t.app.inject({ method: 'GET', url: '/api/Account/GetDocumenti', headers: headers(token) })).json().ResponseData;
    expect(docs.scadenza.phase).toBe('suspended');
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Ricarica',
      payload: { metodo: 'Deposit', type: 'Ricarica_Neteller', importo: 2000, email: 'a@b.it' },
      headers: headers(token),
    });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json().ResponseMessage).toMatch(/^Il tuo conto è sospeso/);
    await t.deps.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 91 * 86_400_000) })
      .where(eq(users.id, u!.id));
    const closed = (await upload(token, [{ name: 'fronte', filename: 'a.jpg', data: JPEG }])).json();
    expect(closed.ResponseCode).toBe(-1);
    expect(closed.ResponseMessage).toMatch(/chiuso/);
  });
});

describe('document storage', () => {
  it('refuses keys that could escape its directory and a directory inside the web root', async () => {
    const s = new FsDocumentStorage('/tmp/betsite-docs-unit');
    await expect(s.get('../../etc/passwd')).rejects.toThrow();
    await expect(s.put('/abs.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(() =>
      documentStorageFor(loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/dist', DOCUMENTS_DIR: 'apps/web/dist/docs' } as NodeJS.ProcessEnv)),
    ).toThrow(/WEB_DIST/);
    expect(() => documentStorageFor(loadConfig({ NODE_ENV: 'test', DOCUMENTS_STORAGE: 's3' } as NodeJS.ProcessEnv))).toThrow(/S3_ENDPOINT/);
    expect(
      documentStorageFor(
        loadConfig({
          NODE_ENV: 'test',
          DOCUMENTS_STORAGE: 's3',
          S3_ENDPOINT: 'http://127.0.0.1:9',
          S3_BUCKET: 'docs',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
        } as NodeJS.ProcessEnv),
      ).kind,
    ).toBe('s3');
  });
});
