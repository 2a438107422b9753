import { describe, expect, it } from 'vitest';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { cmsEditor, type CmsTestObject as Obj } from './cms-test-helpers.ts';

const t = useTestApp();

const AREA = 'Reorder_Area';

describe(`CMS reorder takes the whole level (${dbLabel()})`, () => {
  it('refuses a subset, a repeated id or an id of another level in Italian and changes nothing; the full level is saved', async () => {
    const { headers: op, create: createIn } = await cmsEditor(t);
    const create = (Name: string, ParentId: number | null = null) => createIn(AREA, Name, { ParentId });
    const reorder = (Ids: number[]) => t.app.inject({ method: 'POST', url: '/api/CMS/Admin/Reorder', headers: op, payload: { Ids } });
    const orders = async () =>
      ((await t.app.inject({ url: `/api/CMS/Admin/Objects?layoutArea=${AREA}`, headers: op })).json().ResponseData as Obj[]).map((o) => [o.Id, o.ViewOrder]);

    const a = await create('A');
    const b = await create('B');
    const c = await create('C');
    const child = await create('Figlio', a.Id);
    // A hidden sibling is still one of the level: the back office tree lists and orders it too.
    expect((await t.app.inject({ method: 'POST', url: `/api/CMS/Admin/Objects/${c.Id}/Hide`, headers: op, payload: { Hidden: true } })).statusCode).toBe(200);
    const before = await orders();

    const refusals: [number[], string][] = [
      [[b.Id, a.Id], 'L’ordine deve comprendere tutti gli oggetti dello stesso livello (3), ciascuno una volta'],
      [[b.Id, a.Id, a.Id], 'Un oggetto compare più di una volta nell’ordine'],
      [[c.Id, b.Id, a.Id, a.Id], 'Un oggetto compare più di una volta nell’ordine'],
      [[c.Id, b.Id, a.Id, child.Id], 'Gli oggetti da ordinare devono avere lo stesso contenitore'],
    ];
    for (const [ids, message] of refusals) {
      const r = await reorder(ids);
      expect(r.statusCode, JSON.stringify(ids)).toBe(400);
      expect(r.json().ResponseMessage).toBe(message);
    }
    expect(await orders()).toEqual(before);

    const ok = await reorder([c.Id, a.Id, b.Id]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().ResponseData as Obj[]).map((o) => [o.Id, o.ViewOrder])).toEqual([
      [c.Id, 10],
      [a.Id, 20],
      [b.Id, 30],
    ]);
    // A level of one object (the child under A) is its own full set.
    expect((await reorder([child.Id])).statusCode).toBe(200);
  });
});
