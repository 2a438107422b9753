import type { TCmsDraft, TCmsObject, TCmsObjectInput, TLayoutArea, TPayoutMonthly, TPayoutStatic, TProviderNews } from '@betsite/contract/content';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { HttpError, fieldError, notFound } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import * as repo from './repository.ts';
import type { AuditedChanges, AuditSource } from '../backoffice/audit.ts';
import { CONTENT_NOT_FOUND, findPromotion } from './promotions.ts';
import type { TPromotion } from '@betsite/contract/promotions';
import type { CmsRow } from './repository.ts';
import { sanitizeParameters } from '../../platform/html-sanitizer.ts';

export { CONTENT_NOT_FOUND };

/** How many parents up an object's visibility is checked: deeper than any real tree, so reaching it means a loop. */
const MAX_DEPTH = 12;

/** Parameters too heavy for an area listing: a page's body is fetched with GetCMSObjParameters. */
const HEAVY_PARAMS: Record<string, string[]> = { static_page: ['Content'] };

function toObject(row: CmsRow, children: TCmsObject[]): TCmsObject {
  const heavy = HEAVY_PARAMS[row.typeName];
  const Parameters = heavy ? Object.fromEntries(Object.entries(row.parameters).filter(([k]) => !heavy.includes(k))) : row.parameters;
  return {
    Id: row.id,
    Name: row.name,
    TypeName: row.typeName,
    Parameters,
    Children: children,
    Visibility: row.visibility,
    ViewOrder: row.viewOrder,
    Risoluzione: row.risoluzione,
  };
}

/** Builds the area's tree; rows whose parent is hidden or missing are left out with it. */
export function buildTree(rows: CmsRow[]): TCmsObject[] {
  const byParent = new Map<number | null, CmsRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: number | null, depth: number): TCmsObject[] =>
    // The depth cap guards against a cycle an operator could create by re-parenting.
    depth > 12 ? [] : (byParent.get(parentId) ?? []).map((r) => toObject(r, build(r.id, depth + 1)));
  return build(null, 0);
}

const rtp = (cents: number) => cents / 100;

export type AdminView = ReturnType<typeof adminView>;
export const adminView = (r: CmsRow) => ({
  Id: r.id,
  LayoutArea: r.layoutArea,
  ParentId: r.parentId,
  Name: r.name,
  TypeName: r.typeName,
  Parameters: r.parameters,
  Visibility: r.visibility,
  ViewOrder: r.viewOrder,
  Risoluzione: r.risoluzione,
  Hidden: r.hidden,
  VisibleFrom: r.visibleFrom?.toISOString() ?? null,
  VisibleTo: r.visibleTo?.toISOString() ?? null,
  Draft: r.draft ?? null,
});

/** The row as it will be once its draft is published (what a preview shows). */
export function withDraft(row: CmsRow): CmsRow {
  const d = row.draft;
  if (!d) return row;
  return {
    ...row,
    ...(d.Name !== undefined && { name: d.Name }),
    ...(d.Parameters !== undefined && { parameters: d.Parameters }),
    ...(d.Visibility !== undefined && { visibility: d.Visibility }),
    ...(d.Risoluzione !== undefined && { risoluzione: d.Risoluzione }),
    ...(d.VisibleFrom !== undefined && { visibleFrom: d.VisibleFrom ? new Date(d.VisibleFrom) : null }),
    ...(d.VisibleTo !== undefined && { visibleTo: d.VisibleTo ? new Date(d.VisibleTo) : null }),
  };
}

/** Objects a preview token names: shown as their draft, even when hidden or outside their schedule. */
export type PreviewIds = ReadonlySet<number>;
const NO_PREVIEW: PreviewIds = new Set();

/** The service's dependencies; `db` and `readDb` may be one transaction (operator changes and their audit row). */
export type ContentDeps = Pick<AppDeps, 'clock'> & Record<'db' | 'readDb', DbOrTx>;

/** What an operator's change of content answers, and what its audit row keeps. */
export interface AuditedResult<T> {
  result: T;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export class ContentService {
  /**
   * `readDb` serves the public pages (the replica when DATABASE_READ_URL is set: a moment's lag is
   * harmless for published content); operator calls read and write `db`, seeing their own edits.
   */
  constructor(
    private readonly deps: ContentDeps,
    /** Where operator changes record their audit row (absent on a transaction-bound copy). */
    private readonly audit?: AuditedChanges,
  ) {}

  /** The same service on `tx`: reads and writes of an operator's change in its transaction. */
  inTransaction(tx: DbOrTx): ContentService {
    return new ContentService({ clock: this.deps.clock, db: tx, readDb: tx });
  }

  /**
   * An operator's change and its audit row in one transaction: the row exists if and only if the
   * change committed. `work` runs on the transaction's copy of this service.
   */
  async audited<T>(by: AuditSource, work: (svc: ContentService) => Promise<AuditedResult<T>>): Promise<T> {
    if (!this.audit) throw new Error('content: operator change without an audit log');
    const done = await this.audit.run(
      by,
      (tx) => work(this.inTransaction(tx)),
      ({ action, target, before, after }) => ({ action, target, before, after }),
    );
    return done.result;
  }

  /** A promotion page's promotion (issue 36): by section and title slug, live and not expired. */
  promotion(section: 'sport' | 'games', slug: string): Promise<Outcome<TPromotion>> {
    return findPromotion(this.deps.readDb, this.deps.clock.now(), section, slug);
  }

  private get db() {
    return this.deps.db;
  }

  private get reads() {
    return this.deps.readDb;
  }

  private get clock() {
    return this.deps.clock;
  }

  async layoutArea(layoutArea: string, id: number | null, preview: PreviewIds = NO_PREVIEW): Promise<Outcome<TLayoutArea>> {
    const now = this.clock.now();
    // A preview reads the whole area (from the primary: the operator's own just-saved draft) and
    // keeps what is live plus the previewed objects as their drafts would show.
    const rows = preview.size
      ? (await repo.areaRows(this.db, layoutArea, null)).flatMap((r) => (preview.has(r.id) ? [withDraft(r)] : repo.isLive(r, now) ? [r] : []))
      : await repo.areaRows(this.reads, layoutArea, now);
    const tree = buildTree(rows);
    if (id === null) return { Name: layoutArea, Data: tree };
    const found = findInTree(tree, id);
    return found ? { Name: layoutArea, Data: [found] } : refuse(CONTENT_NOT_FOUND, CONTENT_TEXT.objectNotFound);
  }

  async parameters(id: number, preview: PreviewIds = NO_PREVIEW): Promise<Outcome<Record<string, unknown>>> {
    if (preview.has(id)) {
      const row = await repo.findObject(this.db, id);
      if (row && (await this.ancestorsVisible(row, preview))) return withDraft(row).parameters;
    }
    const row = await repo.findObject(this.reads, id);
    if (!row || !repo.isLive(row, this.clock.now()) || !(await this.ancestorsVisible(row, preview)))
      return refuse(CONTENT_NOT_FOUND, CONTENT_TEXT.objectNotFound);
    return row.parameters;
  }

  private async ancestorsVisible(row: CmsRow, preview: PreviewIds): Promise<boolean> {
    let parentId = row.parentId;
    for (let depth = 0; parentId !== null && depth < MAX_DEPTH; depth++) {
      const parent = await repo.findObject(this.reads, parentId);
      if (!parent || !(preview.has(parent.id) || repo.isLive(parent, this.clock.now()))) return false;
      parentId = parent.parentId;
    }
    // Still under a parent at the cap: a loop of parents (stored before moves were checked), which the
    // area's tree never reaches either, so the object is no more visible here than on the page.
    return parentId === null;
  }

  async providerNews(category: number | null): Promise<TProviderNews[]> {
    const rows = await repo.newsByCategory(this.reads, category);
    return rows.map((n) => ({
      Title: n.title,
      Summary: n.summary,
      Content: n.content,
      ImageUrl: n.imageUrl,
      Link: n.link,
      PublishDate: n.publishDate.toISOString(),
      Categories: n.categories.map((Category) => ({ Category })),
    }));
  }

  async payoutRows(mensile: boolean): Promise<TPayoutMonthly[] | TPayoutStatic[]> {
    if (mensile) {
      const rows = await repo.payoutMonthlyRows(this.reads);
      return rows.map((r) => ({
        annoField: r.anno,
        meseField: r.mese,
        famigliaField: r.famiglia,
        descrizione_famigliaField: r.descrizioneFamiglia,
        rtpField: rtp(r.rtpCents),
        descrizione_giocoField: r.descrizioneGioco,
        descrizione_piattaformaField: r.descrizionePiattaforma,
      }));
    }
    const rows = await repo.payoutGameRows(this.reads);
    return rows.map((r) => ({
      Nome_Gioco: r.nomeGioco,
      Descrizione: r.descrizione,
      Categoria: r.categoria,
      Rtp_Txt: (r.rtpCents / 100).toFixed(2),
      Fornitore: r.fornitore,
    }));
  }

  // ---- operator calls ----

  async list(layoutArea: string): Promise<AdminView[]> {
    return (await repo.areaRows(this.db, layoutArea, null)).map(adminView);
  }

  async areas() {
    return repo.areas(this.db);
  }

  /** One object as operators see it (the audit log's "before"), or null. */
  async adminObject(id: number): Promise<AdminView | null> {
    const row = await repo.findObject(this.db, id);
    return row ? adminView(row) : null;
  }

  /** A schedule must end after it starts (checked on the values as they will be). */
  private checkSchedule(from: Date | null | undefined, to: Date | null | undefined) {
    if (from && to && to <= from) throw fieldError('VisibleTo', CONTENT_TEXT.scheduleInvalid);
  }

  async create(input: TCmsObjectInput): Promise<AdminView> {
    const parentId = input.ParentId ?? null;
    this.checkSchedule(input.VisibleFrom ? new Date(input.VisibleFrom) : null, input.VisibleTo ? new Date(input.VisibleTo) : null);
    if (parentId !== null) await this.requireParent(parentId, input.LayoutArea);
    const row = await repo.insertObject(this.db, {
      layoutArea: input.LayoutArea,
      parentId,
      name: input.Name,
      typeName: input.TypeName,
      // Stored HTML is sanitised on write with the web app's allow-list (not only when shown).
      parameters: await sanitizeParameters(input.Parameters),
      visibility: input.Visibility,
      visibleFrom: input.VisibleFrom ? new Date(input.VisibleFrom) : null,
      visibleTo: input.VisibleTo ? new Date(input.VisibleTo) : null,
      viewOrder: input.ViewOrder,
      risoluzione: input.Risoluzione,
      hidden: input.Hidden,
    });
    return adminView(row);
  }

  /**
   * Keeps an edit as the object's draft: visitors go on seeing the published content. The draft is
   * sanitised and its schedule checked now, so publishing it later cannot fail on either.
   */
  async saveDraft(id: number, draft: TCmsDraft): Promise<AdminView> {
    const current = await repo.findObject(this.db, id);
    if (!current) throw notFound(CONTENT_TEXT.objectNotFound);
    this.checkSchedule(
      draft.VisibleFrom === undefined ? current.visibleFrom : draft.VisibleFrom ? new Date(draft.VisibleFrom) : null,
      draft.VisibleTo === undefined ? current.visibleTo : draft.VisibleTo ? new Date(draft.VisibleTo) : null,
    );
    const clean: TCmsDraft = { ...draft, ...(draft.Parameters !== undefined && { Parameters: await sanitizeParameters(draft.Parameters) }) };
    return adminView((await repo.updateObject(this.db, id, { draft: clean }))!);
  }

  /** Publishes: the draft (if any) becomes the content and the object is shown to visitors. */
  async publish(id: number): Promise<AdminView> {
    const current = await repo.findObject(this.db, id);
    if (!current) throw notFound(CONTENT_TEXT.objectNotFound);
    const next = withDraft(current);
    const row = await repo.updateObject(this.db, id, {
      name: next.name,
      parameters: next.parameters,
      visibility: next.visibility,
      risoluzione: next.risoluzione,
      visibleFrom: next.visibleFrom,
      visibleTo: next.visibleTo,
      hidden: false,
      draft: null,
    });
    return adminView(row!);
  }

  async update(
    id: number,
    patch: Partial<Omit<TCmsObjectInput, 'LayoutArea' | 'TypeName'>> & {
      Hidden?: boolean;
    },
  ): Promise<AdminView> {
    const current = await repo.findObject(this.db, id);
    if (!current) throw notFound(CONTENT_TEXT.objectNotFound);
    this.checkSchedule(
      patch.VisibleFrom === undefined ? current.visibleFrom : patch.VisibleFrom ? new Date(patch.VisibleFrom) : null,
      patch.VisibleTo === undefined ? current.visibleTo : patch.VisibleTo ? new Date(patch.VisibleTo) : null,
    );
    if (patch.ParentId !== undefined && patch.ParentId !== null) await this.requireParent(patch.ParentId, current.layoutArea);
    const sanitized = patch.Parameters !== undefined ? await sanitizeParameters(patch.Parameters) : undefined;
    const changes = {
      ...(patch.ParentId !== undefined && { parentId: patch.ParentId }),
      ...(patch.Name !== undefined && { name: patch.Name }),
      ...(sanitized !== undefined && { parameters: sanitized }),
      ...(patch.Visibility !== undefined && { visibility: patch.Visibility }),
      ...(patch.VisibleFrom !== undefined && { visibleFrom: patch.VisibleFrom ? new Date(patch.VisibleFrom) : null }),
      ...(patch.VisibleTo !== undefined && { visibleTo: patch.VisibleTo ? new Date(patch.VisibleTo) : null }),
      ...(patch.ViewOrder !== undefined && { viewOrder: patch.ViewOrder }),
      ...(patch.Risoluzione !== undefined && {
        risoluzione: patch.Risoluzione,
      }),
      ...(patch.Hidden !== undefined && { hidden: patch.Hidden }),
    };
    const parentId = patch.ParentId;
    const row =
      parentId === undefined || parentId === null
        ? await repo.updateObject(this.db, id, changes)
        : // One move of the area's tree at a time, the loop check and the move in one transaction under
          // the area's lock: two crossed moves (A under B, B under A) checked side by side would each find no loop.
          await this.db.transaction(async (tx) => {
            await repo.lockTreeMoves(tx, current.layoutArea);
            if (await this.isWithin(tx, parentId, id)) throw new HttpError(400, CONTENT_TEXT.parentInsideObject);
            return repo.updateObject(tx, id, changes);
          });
    return adminView(row!);
  }

  /**
   * Gives a whole level of the tree view orders 10, 20, 30… in the order given. The list must hold
   * every sibling exactly once: a partial list (a screen opened before someone added an object) would
   * leave the others with old orders that collide with the new ones, and the level's order undefined.
   */
  async reorder(ids: number[]): Promise<AdminView[]> {
    if (new Set(ids).size !== ids.length) throw new HttpError(400, CONTENT_TEXT.reorderDuplicate);
    const rows = await repo.objectsByIds(this.db, ids);
    if (rows.length !== ids.length) throw notFound(CONTENT_TEXT.objectNotFound);
    const first = rows[0]!;
    if (rows.some((r) => r.layoutArea !== first.layoutArea || r.parentId !== first.parentId)) {
      throw new HttpError(400, CONTENT_TEXT.reorderMixedParents);
    }
    const level = await repo.siblings(this.db, first.layoutArea, first.parentId);
    if (level.length !== ids.length) throw new HttpError(400, CONTENT_TEXT.reorderIncomplete(level.length));
    const updated = [];
    for (const [i, id] of ids.entries()) updated.push(adminView((await repo.updateObject(this.db, id, { viewOrder: (i + 1) * 10 }))!));
    return updated;
  }

  /**
   * Whether `candidate` is the object `id` or lies under it, walking up from the candidate; a loop
   * already stored elsewhere ends the walk (seen twice) instead of running forever.
   */
  private async isWithin(tx: DbOrTx, candidate: number, id: number): Promise<boolean> {
    const seen = new Set<number>();
    for (let at: number | null = candidate; at !== null && !seen.has(at);) {
      if (at === id) return true;
      seen.add(at);
      at = (await repo.findObject(tx, at))?.parentId ?? null;
    }
    return false;
  }

  private async requireParent(parentId: number, layoutArea: string) {
    const parent = await repo.findObject(this.db, parentId);
    if (!parent || parent.layoutArea !== layoutArea) throw new HttpError(400, CONTENT_TEXT.parentNotFound);
  }
}

function findInTree(tree: TCmsObject[], id: number): TCmsObject | null {
  for (const o of tree) {
    if (o.Id === id) return o;
    const inner = findInTree(o.Children, id);
    if (inner) return inner;
  }
  return null;
}
