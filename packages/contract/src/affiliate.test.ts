import { describe, expect, it } from 'vitest';
import { ZAffiliateRequest } from './affiliate.ts';

const valid = {
  fname: 'Marco Bruno',
  rsociale: 'Bruno Srl',
  iscliente: '1',
  userid: 'demouser1',
  cellulare: '+393401112233',
  email: 'marco@bruno.example',
  provincia: 'MI',
  iscommerciale: '0',
  annisettore: 'nessuna',
  request: 'affiliazione',
};
const first = (over: Record<string, unknown>) => ZAffiliateRequest.safeParse({ ...valid, ...over }).error?.issues[0];

describe('affiliate validator', () => {
  it('requires the fields of §5 plus company name and client flag', () => {
    for (const f of ['fname', 'rsociale', 'provincia']) expect(first({ [f]: '' })).toMatchObject({ path: [f], message: 'Il campo è richiesto' });
    for (const f of ['iscliente', 'iscommerciale', 'annisettore'])
      expect(first({ [f]: undefined })).toMatchObject({ path: [f], message: 'Il campo è richiesto' });
    expect(first({ cellulare: '' })).toMatchObject({ path: ['cellulare'] });
    expect(first({ email: 'x' })).toMatchObject({ path: ['email'], message: 'Inserire una mail valida' });
  });

  it('offers exactly the four sector choices and the fixed request', () => {
    for (const a of ['nessuna', '1-anno', '1-3anni', 'piu']) expect(first({ annisettore: a })).toBeUndefined();
    expect(first({ annisettore: '5anni' })).toBeDefined();
    expect(first({ request: 'altro' })).toMatchObject({ message: 'Richiesta non valida' });
  });

  it('keeps the user id only for clients and turns empty optionals into null', () => {
    expect(ZAffiliateRequest.parse(valid).userid).toBe('demouser1');
    const nonClient = ZAffiliateRequest.parse({ ...valid, iscliente: '0', social: '', infos: '' });
    expect(nonClient).toMatchObject({ userid: null, social: null, infos: null });
  });
});
