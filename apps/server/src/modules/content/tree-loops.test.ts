import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsObjects } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { cmsEditor, type CmsTestObject as Obj } from './cms-test-helpers.ts';

const t = useTestApp();

const AREA = 'Loop_Area';
const INSIDE = 'Un oggetto non può stare dentro sé stesso né dentro uno dei suoi contenuti';

describe(`CMS objects never end up inside themselves (${dbLabel()})`, () => {
  it('refuses a parent that is the object or one of its contents, in Italian, and moves nothing; other moves pass', async () => {
    const { headers: op, create: createIn } = await cmsEditor(t);
    const create = (Name: string, ParentId: number | null = null) => createIn(AREA, Name, { ParentId });
    const move = (id: number, ParentId: number) => t.app.inject({ method: 'PUT', url: `/api/CMS/Admin/Objects/${id}`, headers: op, payload: { ParentId } });
    const parents = async () =>
      ((await t.app.inject({ url: `/api/CMS/Admin/Objects?layoutArea=${AREA}`, headers: op })).json().ResponseData as Obj[]).map((o) => [o.Name, o.ParentId]);

    const a = await create('A');
    const b = await create('B', a.Id);
    const c = await create('C', b.Id);
    const before = await parents();
    for (const target of [a, b, c]) {
      const r = await move(a.Id, target.Id);
      expect(r.statusCode, target.Name).toBe(400);
      expect(r.json().ResponseMessage, target.Name).toBe(INSIDE);
    }
    expect(await parents()).toEqual(before);
    // Moving down within another branch, or up, is no loop.
    expect((await move(c.Id, a.Id)).statusCode).toBe(200);
    expect((await move(b.Id, c.Id)).statusCode).toBe(200);
  });

  it('an object under a loop of parents stored before the check is served by neither GetCMSObjParameters nor GetPromotion', async () => {
    const { create: createIn } = await cmsEditor(t);
    const create = (Name: string, TypeName: string, ParentId: number | null, Parameters: Record<string, unknown> = {}) =>
      createIn('Loop_Area2', Name, { ParentId, TypeName, Parameters, Visibility: 1 });
    const x = await create('X', 'html_block', null);
    const y = await create('Y', 'html_block', x.Id);
    const promo = await create('Promo', 'promo', y.Id, { Title: 'Giro senza fine', Section: 'casino' });
    const parameters = async () => (await t.app.inject({ url: `/api/CMS/GetCMSObjParameters?id=${promo.Id}` })).json();
    const promotion = async () => (await t.app.inject({ url: '/api/CMS/GetPromotion?section=games&slug=giro-senza-fine' })).json();
    expect(await parameters()).toMatchObject({ ResponseCode: 0, ResponseData: { Title: 'Giro senza fine' } });
    expect(await promotion()).toMatchObject({ ResponseCode: 0, ResponseData: { Id: promo.Id } });

    // X under Y: written straight to the table, as data from before the check could hold it.
    await t.deps.db.update(cmsObjects).set({ parentId: y.Id }).where(eq(cmsObjects.id, x.Id));
    expect(await parameters()).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Contenuto non trovato' });
    expect(await promotion()).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Promozione non trovata' });
  });
});

// Tagged postgres-race: PGlite has one connection, so the two moves cannot interleave there.
describe('crossed CMS moves on PostgreSQL', { tags: ['postgres-race'] }, () => {
  it('A under B and B under A sent together: one passes, the other is refused, and no loop is stored', async () => {
    const { headers: op, create: createIn } = await cmsEditor(t);
    const create = (Name: string) => createIn('Loop_Area3', Name);
    for (let round = 0; round < 10; round++) {
      const [a, b] = [await create(`A${round}`), await create(`B${round}`)];
      const move = (id: number, ParentId: number) => t.app.inject({ method: 'PUT', url: `/api/CMS/Admin/Objects/${id}`, headers: op, payload: { ParentId } });
      // Both moves are let go at the same instant: they wait behind the area's lock, held here by
      // a transaction of the test's own (the moves are sent from outside it).
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7303, hashtext('Loop_Area3'))`);
        locked();
        await new Promise<void>((r) => (release = r));
      });
      await isLocked;
      const moves = [move(a.Id, b.Id), move(b.Id, a.Id)];
      await new Promise((r) => setTimeout(r, 150));
      release();
      await holder;
      const codes = (await Promise.all(moves)).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 400]);
      const rows = await t.deps.db.select().from(cmsObjects).where(eq(cmsObjects.layoutArea, 'Loop_Area3'));
      const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
      expect(parentOf.get(a.Id) === b.Id && parentOf.get(b.Id) === a.Id).toBe(false);
    }
  });
});
