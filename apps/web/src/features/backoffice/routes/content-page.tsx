import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../ui/form-controls.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  createObject,
  fetchAreaObjects,
  fetchAreas,
  previewObject,
  publishObject,
  reorderObjects,
  saveDraft,
  setHidden,
  updateObject,
  type CmsAdminObject,
} from '../api/content-calls.ts';
import { ContentEditor, draftOf, newDraft, type Draft } from '../components/content-editor.tsx';
import { asDrafted, buildTree, publicPath, scheduleState, type TreeNode } from '../components/content-tree.ts';
import { PreviewFrames } from '../components/preview-frames.tsx';
import { SortableSiblings } from '../components/sortable-siblings.tsx';
import { ActionNoticeBox, type ActionNotice } from '../components/action-notice.tsx';

const SCHEDULE_LABEL = { now: 'programmato: visibile ora', later: 'programmato: non ancora visibile', over: 'programmazione finita' } as const;

/** The CMS per layout area: the tree (drag to reorder), hide/show, edit, schedule, preview, publish. */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const areas = useQuery({ queryKey: ['bo', 'cms-areas'], queryFn: fetchAreas });
  const area = params.get('area') ?? 'Pages_istituzionali';
  const objects = useQuery({ queryKey: ['bo', 'cms', area], queryFn: () => fetchAreaObjects(area) });
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  // The editor opens beside the tree (below it at 390 px): it takes the focus, and gives it back to
  // the button that opened it when it closes, so neither the keyboard nor the eye loses its place.
  const opener = useRef<HTMLElement | null>(null);
  const openEditor = (d: Draft) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDraft(d);
  };
  const closeEditor = () => {
    setDraft(null);
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
    });
  };
  const [previewOf, setPreviewOf] = useState<CmsAdminObject | null>(null);
  const [previewKey, setPreviewKey] = useState(0);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const tree = useMemo(() => buildTree(objects.data ?? []), [objects.data]);

  const reload = async () => {
    await qc.invalidateQueries({ queryKey: ['bo', 'cms', area] });
    setPreviewKey((k) => k + 1);
  };
  const act = async (fn: () => Promise<unknown>, ok: string) => {
    try {
      await fn();
      setNotice({ tone: 'success', text: ok });
      await reload();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };
  /** Shows the object's draft in the preview frames (the server sets this browser's preview cookie). */
  const preview = async (o: CmsAdminObject) => {
    try {
      await previewObject(o.Id);
      setPreviewOf(o);
      setPreviewKey((k) => k + 1);
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };
  const save = async (d: Draft, publish: boolean) => {
    const { Id, LayoutArea, TypeName, ParentId, ...content } = d;
    let saved: CmsAdminObject;
    if (Id === null) {
      // A new object goes after its siblings (the end of the menu, not the top), hidden if a draft.
      const siblings = (objects.data ?? []).filter((o) => o.ParentId === ParentId);
      const ViewOrder = Math.max(0, ...siblings.map((o) => o.ViewOrder)) + 10;
      saved = await createObject({ LayoutArea, TypeName, ParentId, ViewOrder, Hidden: !publish, ...content });
    } else {
      // The container is structure and changes at once; the content goes through the draft.
      if (ParentId !== (objects.data ?? []).find((o) => o.Id === Id)?.ParentId) await updateObject(Id, { ParentId });
      saved = await saveDraft(Id, content);
      if (publish) saved = await publishObject(Id);
    }
    setNotice({
      tone: 'success',
      text: publish ? `«${saved.Name}» pubblicato.` : `«${content.Name}» salvato come bozza: i visitatori non la vedono finché non la pubblichi.`,
    });
    closeEditor();
    await preview(saved);
    await reload();
  };

  const row = (n: TreeNode, handle: ReactNode): ReactNode => {
    const sched = scheduleState(n);
    return (
      <>
        <div className="bo-tree__row">
          {handle}
          <span className="bo-tree__name">
            {n.Name} <span className="bo-muted">· {n.TypeName}</span>
            {n.Hidden && <span className="bo-badge">nascosto</span>}
            {n.Draft && <span className="bo-badge bo-badge--draft">bozza da pubblicare</span>}
            {sched !== 'always' && (
              <span className="bo-badge" title={`${formatDateTime(n.VisibleFrom) || '…'} – ${formatDateTime(n.VisibleTo) || '…'}`}>
                {SCHEDULE_LABEL[sched]}
              </span>
            )}
          </span>
          <span className="bo-actions">
            <button type="button" className="btn btn--outline btn--sm" onClick={() => openEditor(draftOf(n))} aria-label={`Modifica ${n.Name}`}>
              Modifica
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void preview(n)} aria-label={`Anteprima di ${n.Name}`}>
              Anteprima
            </button>
            {(n.Draft || n.Hidden) && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => act(() => publishObject(n.Id), `«${n.Draft?.Name ?? n.Name}» pubblicato.`)}
                aria-label={`Pubblica ${n.Name}`}
              >
                Pubblica
              </button>
            )}
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => act(() => setHidden(n.Id, !n.Hidden), n.Hidden ? `«${n.Name}» di nuovo visibile.` : `«${n.Name}» nascosto.`)}
              aria-label={`${n.Hidden ? 'Mostra' : 'Nascondi'} ${n.Name}`}
            >
              {n.Hidden ? 'Mostra' : 'Nascondi'}
            </button>
          </span>
        </div>
        {n.children.length > 0 && level(n.children)}
      </>
    );
  };
  const level = (nodes: TreeNode[]) => <SortableSiblings items={nodes} render={row} onReorder={(ids) => act(() => reorderObjects(ids), 'Ordine salvato.')} />;

  return (
    <section aria-labelledby="bo-cms-title">
      <h1 id="bo-cms-title">Contenuti</h1>
      <div className="bo-filters">
        <SelectField
          label="Area del sito"
          value={area}
          onChange={(e) => {
            setParams({ area: e.target.value });
            setDraft(null);
            setPreviewOf(null);
          }}
          options={(areas.data ?? [{ LayoutArea: area, Objects: 0 }]).map((a) => ({ value: a.LayoutArea, label: `${a.LayoutArea} (${a.Objects})` }))}
        />
        <div className="bo-filters__actions">
          <button type="button" className="btn btn--primary" onClick={() => openEditor(newDraft(area))}>
            Nuovo oggetto
          </button>
        </div>
      </div>
      <ActionNoticeBox notice={notice} />
      <div className="bo-cms">
        <div className="bo-cms__tree card">
          <h2>Oggetti dell'area</h2>
          <p className="bo-muted">
            Trascina la maniglia ⠿ (o, da tastiera, premi spazio su di essa e usa le frecce) oppure usa ↑ ↓ per spostare un oggetto tra quelli dello stesso
            livello: l'ordine vale subito sul sito.
          </p>
          {objects.isPending ? (
            <Loader />
          ) : objects.isError ? (
            <LoadError onRetry={() => objects.refetch()} text={errorText(objects.error)} />
          ) : tree.length ? (
            level(tree)
          ) : (
            <p>Nessun oggetto in quest'area.</p>
          )}
        </div>
        <div className="bo-cms__side">
          {draft && <ContentEditor key={`${draft.Id}-${area}`} draft={draft} parents={objects.data ?? []} onSave={save} onCancel={closeEditor} />}
          <PreviewFrames path={publicPath(area, (objects.data ?? []).map(asDrafted), previewOf && asDrafted(previewOf))} reloadKey={previewKey} />
        </div>
      </div>
    </section>
  );
}
