import { describe, expect, it } from 'vitest';
import { dbLabel, useTestApp } from '../../test-support.ts';

const t = useTestApp();
const get = (query: string) => t.app.inject({ url: `/api/CMS/GetPromotion?${query}` });

describe(`promotion pages: GetPromotion (${dbLabel()})`, () => {
  it('finds a seeded sport promotion by its title slug, with expiry, CTA and bonus code', async () => {
    const r = (await get('section=sport&slug=bonus-scommesse-di-novembre')).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData).toMatchObject({
      Title: 'Bonus scommesse di novembre',
      BonusCode: 'SPORT20',
      CtaText: 'I miei bonus',
      CtaUrl: '/account/promozioni-bonus',
      Image: '/cms/promo/quota-maggiorata.webp',
    });
    expect(r.ResponseData.Scadenza).toBeTruthy();
    const games = (await get('section=games&slug=slot-della-settimana')).json();
    expect(games.ResponseData).toMatchObject({ Title: 'Slot della settimana', BonusCode: null, CtaUrl: '/games' });
  });

  it('unknown, expired or of the other section: Promozione non trovata', async () => {
    for (const q of [
      'section=sport&slug=nessuna',
      'section=games&slug=bonus-scommesse-di-novembre',
      'section=sport&slug=slot-della-settimana',
      // Seeded with an end date last week.
      'section=games&slug=torneo-di-poker-destate',
    ]) {
      const r = await get(q);
      expect(r.statusCode, q).toBe(200);
      expect(r.json(), q).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Promozione non trovata' });
    }
  });

  it('bad input is a 400 in Italian', async () => {
    const cases: [string, string][] = [
      ['section=poker&slug=x', 'Sezione non valida'],
      ['section=sport&slug=Maiuscole', 'Indirizzo della promozione non valido'],
      ['section=sport&slug=a%00b', 'Il testo contiene caratteri non ammessi'],
      ['section=sport', 'Indirizzo della promozione non valido'],
      // What a hostile visitor sends: injection, traversal, an overlong slug, repeated keys.
      ["section=sport&slug=x'%20OR%201%3D1--", 'Indirizzo della promozione non valido'],
      ['section=sport&slug=..%2F..%2Fetc%2Fpasswd', 'Indirizzo della promozione non valido'],
      [`section=sport&slug=${'a'.repeat(121)}`, 'Indirizzo della promozione non valido'],
      ['section=sport&slug=bonus-scommesse-di-novembre&slug=slot-della-settimana', 'Indirizzo della promozione non valido'],
      ['section=sport&section=games&slug=x', 'Sezione non valida'],
    ];
    for (const [q, message] of cases) {
      const r = await get(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().ResponseMessage, q).toBe(message);
    }
  });
});
