import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TEXT } from '@betsite/contract/document-rules';
import type { TPlayerDocument } from '@betsite/contract/documents';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { documentStateTone, type DocumentSide } from '@betsite/domain/document-deadline';
import { ApiError, errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { Refusal } from '../../../lib/refusal.ts';
import { documentBlobUrl, documentsKey, uploadDocumenti, useDocuments } from '../api/profile-calls.ts';
import { failureText } from '../lib/refusal-text.ts';
import { SectionGate } from '../components/section-notice.tsx';
import { useStillLoading } from '../../../lib/use-still-loading.ts';
import '../documents.css';

const SIDE_LABEL: Record<DocumentSide, string> = { fronte: 'Fronte', retro: 'Retro' };
const PHASE_TONE = { due: 'warning', suspended: 'error', closed: 'error', submitted: 'info', none: 'info' } as const;
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('it-IT');

/** /account/edit/documenti: the identity document, front and back, with its review state and deadline. */
export default function DocumentiPage() {
  return (
    <SectionGate tab="documenti">
      <Documents />
    </SectionGate>
  );
}

/**
 * The identity document's form, front and back, with each side's state: on the profile's page and in
 * the registration's confirmation steps (`onUploaded` goes on to the next step there).
 */
export function Documents({ onUploaded, heading = true }: { onUploaded?: () => void; heading?: boolean }) {
  const q = useDocuments();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Record<DocumentSide, File | null>>({ fronte: null, retro: null });
  const [errors, setErrors] = useState<Partial<Record<DocumentSide, string>>>({});
  const [formKey, setFormKey] = useState(0);
  const upload = useMutation({
    mutationFn: uploadDocumenti,
    onSuccess: async ({ message }) => {
      setFiles({ fronte: null, retro: null });
      setFormKey((k) => k + 1);
      await queryClient.invalidateQueries({ queryKey: documentsKey });
      showDialog({ title: 'Operazione conclusa', text: message ?? DOCUMENT_TEXT.uploaded, tone: 'success' });
      onUploaded?.();
    },
    // The one onError: a side's error under its card (the server names 'fronte' or 'retro'), anything else in the dialog.
    onError: (err) => {
      if ((err instanceof ApiError || err instanceof Refusal) && err.fieldErrors.length) {
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field === 'retro' ? 'retro' : 'fronte', f.message])));
        return;
      }
      showDialog({ title: PROFILE_TEXT.errorTitle, text: failureText(errorText(err), err, PROFILE_TEXT.saveFailed), tone: 'error' });
    },
  });
  // The page renders in slices once its data is in (lib/use-still-loading.ts).
  const loading = useStillLoading(q.isPending);
  if (loading) return <Loader />;
  const data = q.data;
  if (!data) return <p className="notice notice--error">{q.error instanceof Refusal ? q.error.message : 'Non è stato possibile caricare i documenti.'}</p>;
  const bySide = (side: DocumentSide) => data.documenti.find((d) => d.lato === side);
  const closed = data.scadenza.phase === 'closed';

  const pick = (side: DocumentSide, file: File | null) => {
    setFiles((f) => ({ ...f, [side]: file }));
    let error: string | undefined;
    if (file && file.size > DOCUMENT_MAX_BYTES) error = DOCUMENT_TEXT.tooLarge;
    else if (file && file.type && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) error = DOCUMENT_TEXT.badType;
    setErrors((e) => ({ ...e, [side]: error }));
  };
  const submit = () => {
    if (!files.fronte && !files.retro) {
      setErrors({ fronte: DOCUMENT_TEXT.noFile });
      return;
    }
    if (errors.fronte || errors.retro) return;
    upload.mutate(files);
  };

  return (
    <>
      {heading && <h2>Documento d'identità</h2>}
      {data.scadenza.message && (
        <p className={`notice notice--${PHASE_TONE[data.scadenza.phase]}`} role={data.scadenza.phase === 'due' ? undefined : 'status'}>
          {data.scadenza.message}
        </p>
      )}
      <p>Carica la copia del documento d'identità indicato in anagrafica, fronte e retro: immagini JPG o PNG oppure PDF, al massimo 10 MB ciascuno.</p>
      <form
        key={formKey}
        className="doc-grid"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {(['fronte', 'retro'] as const).map((side) => (
          <DocumentCard key={side} side={side} doc={bySide(side)} error={errors[side]} disabled={closed} onPick={(f) => pick(side, f)} />
        ))}
        <div className="profile-actions doc-actions">
          <button type="submit" className="btn btn--primary" disabled={upload.isPending || closed}>
            Invia i documenti
          </button>
        </div>
      </form>
    </>
  );
}

function DocumentCard({
  side,
  doc,
  error,
  disabled,
  onPick,
}: {
  side: DocumentSide;
  doc?: TPlayerDocument;
  error?: string;
  disabled: boolean;
  onPick(f: File | null): void;
}) {
  const inputId = `doc-${side}`;
  const open = async (id: number) => {
    try {
      const url = await documentBlobUrl(id);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      showDialog({ title: PROFILE_TEXT.errorTitle, text: errorText(err), tone: 'error' });
    }
  };
  return (
    <div className="doc-card">
      <h3>{SIDE_LABEL[side]}</h3>
      {doc ? (
        <>
          <p>
            <span className={`badge badge--${documentStateTone(doc.stato)}`}>{doc.statoDescrizione}</span>{' '}
            <span className="muted">caricato il {formatDate(doc.caricatoIl)}</span>
          </p>
          {doc.motivo && <p className="field__error">Motivo: {doc.motivo}</p>}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void open(doc.Id)}>
            Visualizza {SIDE_LABEL[side].toLowerCase()}
          </button>
        </>
      ) : (
        <p>
          <span className="badge badge--danger">Non caricato</span>
        </p>
      )}
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={inputId}>{doc ? `Carica di nuovo il ${side}` : `Carica il ${side}`}</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          disabled={disabled || doc?.stato === 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-err` : undefined}
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
        {error && (
          <div className="field__error" id={`${inputId}-err`} role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
