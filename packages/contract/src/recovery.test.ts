import { describe, expect, it } from 'vitest';
import { ZGetDomandeQuery, ZGetSecurityQuestionRequest, ZRecuperoPassRequest, ZRecuperoUserRequest } from './recovery.ts';
import { ZConfirmMobileRequest } from './confirmation.ts';

describe('recovery validators', () => {
  it("an address that does not match the pattern is 'Indirizzo non valido'", () => {
    for (const email of ['', 'abc', 'a@b', 'a b@c.it']) {
      expect(ZGetDomandeQuery.safeParse({ email }).error?.issues[0]?.message).toBe('Indirizzo non valido');
    }
    expect(ZGetSecurityQuestionRequest.safeParse({}).error?.issues[0]?.message).toBe('Indirizzo non valido');
    expect(ZGetSecurityQuestionRequest.parse({ Value: ' Mario@Rossi.it ', Recaptcha: 't' }).Value).toBe('Mario@Rossi.it');
  });

  it("an empty answer is 'Inserire la risposta'", () => {
    const r = ZRecuperoPassRequest.safeParse({ email: 'a@b.it', security: [{ id: 1, question: 'q', answer: '  ' }] });
    expect(r.error?.issues[0]?.message).toBe('Inserire la risposta');
  });

  it('accepts the security list or a single entry in both calls', () => {
    expect(ZRecuperoPassRequest.parse({ email: 'a@b.it', security: [{ id: '2', answer: 'x' }] }).security).toEqual([{ id: 2, answer: 'x' }]);
    expect(ZRecuperoUserRequest.parse({ email: 'a@b.it', security: { id: 2, question: null, answer: 'x' } }).security).toEqual({
      id: 2,
      question: null,
      answer: 'x',
    });
    expect(ZRecuperoUserRequest.safeParse({ email: 'a@b.it', security: [] }).success).toBe(false);
  });

  it("an empty or malformed SMS code is 'Inserire un codice valido'", () => {
    for (const code of ['', ' ', '12a456', '12345'])
      expect(ZConfirmMobileRequest.safeParse({ code }).error?.issues[0]?.message).toBe('Inserire un codice valido');
    expect(ZConfirmMobileRequest.parse({ code: ' 123456 ' }).code).toBe('123456');
  });
});
