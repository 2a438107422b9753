import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { romeWallClock } from '@betsite/domain/rome-clock';
import { cmsObjects } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';

const t = useTestApp();
/** The slug of the seeded 'Torneo di poker d’estate' (section poker, so a games promotion), ended last week. */
const POKER = 'torneo-di-poker-d-estate';
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
      // Seeded with an end date last week ('Torneo di poker d’estate': the apostrophe slugs to a dash).
      `section=games&slug=${POKER}`,
    ]) {
      const r = await get(q);
      expect(r.statusCode, q).toBe(200);
      expect(r.json(), q).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Promozione non trovata' });
    }
  });

  it('the expiry is what hides the poker promo: an offset-less Scadenza is Italian time, whatever the zone of the process', async () => {
    const [row] = (await t.deps.db.select().from(cmsObjects).where(eq(cmsObjects.typeName, 'promo'))).filter(
      (r) => (r.parameters as Record<string, unknown>).Title === 'Torneo di poker d’estate',
    );
    const seeded = row!.parameters as Record<string, unknown>;
    // The Italian wall clock `minutes` from the test clock's now, as the CMS may store it: no offset.
    const italianWallTime = (minutes: number) =>
      romeWallClock(new Date(t.clock.now().getTime() + minutes * 60_000))!
        .toISOString()
        .slice(0, 16);
    const withScadenza = async (scadenza: string) => {
      await t.deps.db
        .update(cmsObjects)
        .set({ parameters: { ...seeded, Scadenza: scadenza } })
        .where(eq(cmsObjects.id, row!.id));
      return (await get(`section=games&slug=${POKER}`)).json();
    };
    try {
      expect(await withScadenza(italianWallTime(30))).toMatchObject({ ResponseCode: 0, ResponseData: { Title: 'Torneo di poker d’estate' } });
      // Ended half an hour ago in Italy: read in UTC it would still run for another 30–90 minutes.
      expect(await withScadenza(italianWallTime(-30))).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Promozione non trovata' });
    } finally {
      await t.deps.db.update(cmsObjects).set({ parameters: seeded }).where(eq(cmsObjects.id, row!.id));
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
