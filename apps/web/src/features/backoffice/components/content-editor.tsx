import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField, TextAreaField } from '../../../ui/form-controls.tsx';
import { errorText } from '../../../lib/api.ts';
import type { CmsAdminObject } from '../api/content-calls.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { fromItalianInput, toItalianInput } from './italian-time-input.ts';

/** Parameters that hold HTML: edited with the rich-text editor. */
const HTML_KEYS = new Set(['Content', 'html', 'Html', 'Testo', 'Descrizione', 'Body', 'Text']);
export const TYPE_OPTIONS = ['static_page', 'html_block', 'promo', 'elemento_news', 'elemento_visore_generico', 'elemento_navigazione', 'faq_item'].map(
  (t) => ({ value: t, label: t }),
);
const VISIBILITY_OPTIONS = [
  { value: 1, label: 'Tutti' },
  { value: 2, label: 'Solo visitatori (non connessi)' },
  { value: 3, label: 'Solo giocatori connessi' },
  { value: 4, label: 'Solo beta/test' },
];
const EMPTY_PARAMS: Record<string, Record<string, unknown>> = {
  static_page: { Title: '', Url: '', Content: '', ShowIndex: false, Hidden: false, HideInPagesIndex: false, CustomInternalUrl: '' },
  html_block: { html: '' },
};

/** The editor's values: an object's editable fields (`Id` null for a new one). */
export interface Draft extends Pick<
  CmsAdminObject,
  'LayoutArea' | 'ParentId' | 'Name' | 'TypeName' | 'Parameters' | 'Visibility' | 'VisibleFrom' | 'VisibleTo'
> {
  Id: number | null;
}

/** The form's starting values: the object as its unpublished draft has it, if there is one. */
export const draftOf = (o: CmsAdminObject): Draft => ({
  Id: o.Id,
  LayoutArea: o.LayoutArea,
  ParentId: o.ParentId,
  Name: o.Draft?.Name ?? o.Name,
  TypeName: o.TypeName,
  Parameters: { ...(o.Draft?.Parameters ?? o.Parameters) },
  Visibility: o.Draft?.Visibility ?? o.Visibility,
  VisibleFrom: o.Draft?.VisibleFrom !== undefined ? o.Draft.VisibleFrom : o.VisibleFrom,
  VisibleTo: o.Draft?.VisibleTo !== undefined ? o.Draft.VisibleTo : o.VisibleTo,
});
export const newDraft = (area: string, type = 'static_page'): Draft => ({
  Id: null,
  LayoutArea: area,
  ParentId: null,
  Name: '',
  TypeName: type,
  Parameters: { ...(EMPTY_PARAMS[type] ?? {}) },
  Visibility: 1,
  VisibleFrom: null,
  VisibleTo: null,
});

/**
 * Create or edit one object: name, place, audience, schedule and its parameters (HTML ones in the
 * rich-text editor). 'Pubblica' makes it what visitors see; 'Salva bozza' keeps it for the preview
 * only (a new object stays hidden; a published one keeps showing its published version).
 */
export function ContentEditor({
  draft,
  parents,
  onSave,
  onCancel,
}: {
  draft: Draft;
  parents: CmsAdminObject[];
  onSave(d: Draft, publish: boolean): Promise<void>;
  onCancel(): void;
}) {
  const [d, setD] = useState<Draft>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [json, setJson] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  // The page's save (its create / update / draft / publish calls) as one mutation: its error above the form.
  const save = useMutation({
    mutationFn: ({ next, publish }: { next: Draft; publish: boolean }) => onSave(next, publish),
    onError: (err) => setMessage(errorText(err)),
  });
  // Opened from a row far down the tree (or below it at 390 px): brought into view, focus on its title.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    title.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const setParam = (k: string, v: unknown) => setD((x) => ({ ...x, Parameters: { ...x.Parameters, [k]: v } }));

  const submit = (publish: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    const errs: Record<string, string> = {};
    if (!d.Name.trim()) errs.Name = 'Il campo è richiesto';
    if (d.VisibleFrom && d.VisibleTo && d.VisibleTo <= d.VisibleFrom) errs.VisibleTo = 'La fine deve seguire l’inizio';
    const params = { ...d.Parameters };
    for (const [k, text] of Object.entries(json)) {
      try {
        params[k] = JSON.parse(text);
      } catch {
        errs[`p.${k}`] = 'JSON non valido';
      }
    }
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setMessage(null);
    save.mutate({ next: { ...d, Parameters: params }, publish });
  };

  return (
    <form className="bo-editor card" onSubmit={submit(true)} noValidate aria-labelledby="bo-editor-title">
      <h2 id="bo-editor-title" ref={title} tabIndex={-1}>
        {d.Id === null ? 'Nuovo oggetto' : `Modifica: ${draft.Name}`}
      </h2>
      {message && (
        <div className="notice notice--error" role="alert">
          {message}
        </div>
      )}
      <Field label="Nome" value={d.Name} error={errors.Name} maxLength={200} onChange={(e) => setD({ ...d, Name: e.target.value })} />
      {d.Id === null && (
        <SelectField
          label="Tipo"
          value={d.TypeName}
          options={TYPE_OPTIONS}
          onChange={(e) => setD({ ...d, TypeName: e.target.value, Parameters: { ...(EMPTY_PARAMS[e.target.value] ?? {}), ...d.Parameters } })}
        />
      )}
      <SelectField
        label="Contenitore"
        value={d.ParentId ?? ''}
        placeholder="(primo livello)"
        options={parents.filter((p) => p.Id !== d.Id).map((p) => ({ value: p.Id, label: p.Name }))}
        onChange={(e) => setD({ ...d, ParentId: e.target.value ? Number(e.target.value) : null })}
      />
      <SelectField label="Chi lo vede" value={d.Visibility} options={VISIBILITY_OPTIONS} onChange={(e) => setD({ ...d, Visibility: Number(e.target.value) })} />
      <div className="bo-editor__row">
        <Field
          label="Visibile dal"
          type="datetime-local"
          value={toItalianInput(d.VisibleFrom)}
          onChange={(e) => setD({ ...d, VisibleFrom: fromItalianInput(e.target.value) })}
        />
        <Field
          label="Visibile fino al"
          type="datetime-local"
          value={toItalianInput(d.VisibleTo)}
          error={errors.VisibleTo}
          onChange={(e) => setD({ ...d, VisibleTo: fromItalianInput(e.target.value) })}
        />
      </div>
      <p className="bo-muted">
        {d.Id === null
          ? 'Una bozza resta nascosta ai visitatori finché non la pubblichi; l’anteprima la mostra.'
          : 'Una bozza non cambia la versione pubblicata: i visitatori la vedono solo dopo «Pubblica»; l’anteprima la mostra.'}
      </p>
      <fieldset className="bo-editor__params">
        <legend>Contenuto</legend>
        {Object.entries(d.Parameters).map(([k, v]) => {
          if (typeof v === 'string' && (HTML_KEYS.has(k) || /<[a-z][\s\S]*>/i.test(v)))
            return <RichTextEditor key={`${d.Id}-${k}`} label={k} value={v} onChange={(html) => setParam(k, html)} />;
          if (typeof v === 'string') return <Field key={k} label={k} value={v} onChange={(e) => setParam(k, e.target.value)} />;
          if (typeof v === 'boolean') return <CheckField key={k} label={k} checked={v} onChange={(e) => setParam(k, e.target.checked)} />;
          if (typeof v === 'number') return <Field key={k} label={k} type="number" value={String(v)} onChange={(e) => setParam(k, Number(e.target.value))} />;
          return (
            <TextAreaField
              key={k}
              label={`${k} (JSON)`}
              error={errors[`p.${k}`]}
              defaultValue={JSON.stringify(v, null, 2)}
              onChange={(e) => setJson((j) => ({ ...j, [k]: e.target.value }))}
            />
          );
        })}
      </fieldset>
      <div className="bo-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          Pubblica
        </button>
        <button type="button" className="btn btn--outline" disabled={save.isPending} onClick={() => submit(false)()}>
          Salva bozza
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Chiudi
        </button>
      </div>
    </form>
  );
}
