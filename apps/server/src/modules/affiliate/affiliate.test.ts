import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { affiliateApplications, auditLog } from '../../db/schema/index.ts';
import { dbLabel, operatorToken, playerToken, useTestApp } from '../../test-support.ts';

const t = useTestApp();

let ipSeq = 0;
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const apply = (values: Record<string, string>, ip = `10.4.0.${++ipSeq}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Affiliate/Apply',
    payload: form(values),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
const valid = (over: Record<string, string> = {}) => ({
  fname: 'Marco Bruno',
  rsociale: 'Bruno Scommesse Srl',
  iscliente: '1',
  userid: 'demouser1',
  cellulare: '+393401112233',
  email: 'marco@bruno.example',
  provincia: 'MI',
  social: 'https://instagram.com/brunoscommesse',
  fatturato: '5000',
  iscommerciale: '1',
  annisettore: '1-3anni',
  infos: 'Agenzia in centro',
  umail: 'attacker@evil.example',
  host: 'betsite.example',
  request: 'affiliazione',
  ...over,
});
const tokenOf = (username: string) => playerToken(t, username);

describe(`affiliate applications (${dbLabel()})`, () => {
  it('stores a form-encoded application, tells the support address, and never mails umail', async () => {
    const r = await apply(valid());
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ResponseCode: 0, ResponseData: { success: true } });
    const out = await t.deps.outbox.list(20);
    expect(out.some((m) => m.recipient === 'assistenza@betsite.example' && m.subject?.includes('Bruno Scommesse Srl'))).toBe(true);
    expect(out.some((m) => m.recipient === 'attacker@evil.example')).toBe(false);
  });

  it('stores no application when its mail cannot be recorded: the retry leaves exactly one', async () => {
    const email = 'ritenta@bruno.example';
    const stored = async () => (await t.deps.db.select().from(affiliateApplications).where(eq(affiliateApplications.email, email))).length;
    const failing = vi.spyOn(t.deps.outbox, 'send').mockRejectedValueOnce(new Error('outbox non disponibile'));
    try {
      expect((await apply(valid({ email }))).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await stored()).toBe(0);
    expect((await apply(valid({ email }))).json()).toMatchObject({ ResponseCode: 0 });
    expect(await stored()).toBe(1);
  });

  it('drops the user id for non-clients and accepts JSON too', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Affiliate/Apply',
      payload: valid({ iscliente: '0', email: 'nonclient@x.example', userid: 'qualcuno' }),
      remoteAddress: '10.4.1.1',
    });
    expect(r.json().ResponseCode).toBe(0);
    const op = await operatorToken(t);
    const list = (await t.app.inject({ url: '/api/Affiliate/Applications', headers: { authorization: `Bearer ${op}` } })).json();
    const row = list.ResponseData.find((a: { email: string }) => a.email === 'nonclient@x.example');
    expect(row).toMatchObject({ iscliente: '0', userid: null, request: 'affiliazione' });
    expect(row).not.toHaveProperty('ip');
    // Reading the applications is an audited read: who looked, and whose data they saw.
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'affiliate.list')).orderBy(desc(auditLog.id)).limit(1);
    expect((audit?.after as { ids: number[] } | undefined)?.ids).toContain(row.id);
  });

  it('refuses missing required fields and forged values with 400 and Italian messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ fname: '' }, 'fname', 'Il campo è richiesto'],
      [{ rsociale: ' ' }, 'rsociale', 'Il campo è richiesto'],
      [{ cellulare: '0212345678' }, 'cellulare', 'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare'],
      [{ email: 'marco@' }, 'email', 'Inserire una mail valida'],
      [{ provincia: '' }, 'provincia', 'Il campo è richiesto'],
      [{ iscommerciale: 'forse' }, 'iscommerciale', 'Il campo è richiesto'],
      [{ iscliente: '2' }, 'iscliente', 'Il campo è richiesto'],
      [{ annisettore: '10anni' }, 'annisettore', 'Il campo è richiesto'],
      [{ request: 'prelievo' }, 'request', 'Richiesta non valida'],
      [{ infos: 'x'.repeat(2001) }, 'infos', 'Massimo 2000 caratteri'],
    ];
    for (const [over, field, message] of cases) {
      const r = await apply(valid(over));
      expect(r.statusCode, field).toBe(400);
      expect(r.json().errors, field).toEqual(expect.arrayContaining([{ field, message }]));
    }
  });

  it('lets only operators read applications', async () => {
    expect((await t.app.inject({ url: '/api/Affiliate/Applications' })).statusCode).toBe(401);
    const player = await tokenOf('demouser1');
    expect((await t.app.inject({ url: '/api/Affiliate/Applications', headers: { authorization: `Bearer ${player}` } })).statusCode).toBe(401);
  });

  it('limits applications per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await apply(valid({ email: `spam${i}@x.example` }), '10.4.9.9')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});
