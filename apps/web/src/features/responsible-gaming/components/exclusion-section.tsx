import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVE_ESCLUSIONE_TIPO } from '@betsite/contract/responsible-gaming-limits';
import type { TTipiAutoesclusioneData, TTipoAutoesclusione } from '@betsite/contract/responsible-gaming';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { errorText } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { onDemand, usePreloadOnFirstInteraction } from '../../../ui/on-demand.tsx';
import { checkAuth } from '../../session/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';
import { addCalendarDays, italianDay, lastDayText } from '@betsite/domain/italian-day';

/** The irreversible step's confirmation box: its code loads at the player's first press or key on the page. */
const Modal = onDemand(async () => ({ default: (await import('../../../ui/modal.tsx')).Modal }));

/**
 * The self-exclusion form (document 2 §4): temporary and permanent checkboxes exclude each other;
 * the temporary choices come from the server and are enabled only under 'temporary'. A choice with
 * a range of days asks for the end date. Saving asks 'Questa operazione è irreversibile'.
 */
export function ExclusionSection({ data }: { data: TTipiAutoesclusioneData }) {
  const queryClient = useQueryClient();
  const updateUser = useSession((s) => s.updateUser);
  const temporaryTypes = data.tipi.filter((t) => t.tipo === 'temporary');
  const permanentType = data.tipi.find((t) => t.tipo === 'permanent');
  const [mode, setMode] = useState<'temporary' | 'permanent' | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [termine, setTermine] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  usePreloadOnFirstInteraction(Modal);

  const chosen: TTipoAutoesclusione | undefined = mode === 'permanent' ? permanentType : temporaryTypes.find((t) => t.id === typeId);
  const needsDate = chosen !== undefined && chosen.tipo === 'temporary' && chosen.giorniMax !== null && chosen.giorniMax !== chosen.giorniMin;
  // Italy's date, as the server counts the days (a range's ends are whole days from today).
  const today = italianDay(new Date());

  const ask = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    if (!chosen) return setError(RG_TEXT.typeInvalid);
    if (needsDate && !termine) return setError(RG_TEXT.termineRequired);
    setError(null);
    setConfirming(true);
  };

  const save = useMutation({
    mutationFn: (body: CallBody<typeof rgCalls.SaveEsclusione>) => callAnswer(rgCalls.SaveEsclusione, { body }),
    onSettled: () => setConfirming(false),
    onSuccess: async ({ message }) => {
      setSaved(message ?? RG_TEXT.exclusionSaved);
      setMode(null);
      setTypeId(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.GetTipiAutoesclusioneTrasversale) });
      // The account state changed on the server (7 or 8): the header and the status checks follow.
      const fresh = await checkAuth().catch(() => null);
      if (fresh?.UserData) updateUser(fresh.UserData);
    },
    onError: (err) => setError(errorText(err)),
  });
  const confirm = () => {
    if (!chosen) return;
    save.mutate({ cookieId: null, tipo: SAVE_ESCLUSIONE_TIPO, termine: needsDate ? termine : null, note: note.trim() || null, tipoTrasversale: chosen.id });
  };

  return (
    <section className="card rg-section" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title">{RG_TEXT.exclusionTitle}</h2>
      {saved && (
        <p className="notice notice--success" role="status">
          {saved}
        </p>
      )}
      {data.attive.length > 0 && (
        <ul className="rg-active" aria-label="Autoesclusioni in corso">
          {data.attive.map((a) => (
            <li key={`${a.dal}-${a.prodotto}`} className="notice notice--warning">
              {a.al ? RG_TEXT.activeUntil(lastDayText(a.al)) : RG_TEXT.activePermanent}
              {a.prodotto !== 'all' && <> — {RG_TEXT.products[a.prodotto] ?? a.prodotto}</>}
            </li>
          ))}
        </ul>
      )}
      <form className="rg-form" onSubmit={ask} noValidate>
        <fieldset className="rg-choices">
          <legend>Tipo di autoesclusione</legend>
          <label className="checkbox">
            <input type="checkbox" checked={mode === 'temporary'} onChange={(e) => setMode(e.target.checked ? 'temporary' : null)} />
            {RG_TEXT.temporary}
          </label>
          <fieldset className="rg-suboptions" disabled={mode !== 'temporary'}>
            <legend className="sr-only">Durata dell'autoesclusione temporanea</legend>
            {temporaryTypes.map((t) => (
              <label key={t.id} className="checkbox">
                <input
                  type="checkbox"
                  name="rg-durata"
                  checked={mode === 'temporary' && typeId === t.id}
                  onChange={(e) => setTypeId(e.target.checked ? t.id : null)}
                />
                {t.descrizione}
              </label>
            ))}
          </fieldset>
          {needsDate && chosen && (
            <div className="field">
              <label htmlFor="rg-termine">Fine dell'autoesclusione</label>
              <input
                id="rg-termine"
                type="date"
                value={termine}
                min={addCalendarDays(today, chosen.giorniMin)}
                max={addCalendarDays(today, chosen.giorniMax ?? chosen.giorniMin)}
                onChange={(e) => setTermine(e.target.value)}
              />
            </div>
          )}
          {permanentType && (
            <>
              <label className="checkbox">
                <input type="checkbox" checked={mode === 'permanent'} onChange={(e) => setMode(e.target.checked ? 'permanent' : null)} />
                {RG_TEXT.permanent}
              </label>
              <p className="field__hint rg-permanent-hint">{permanentType.descrizione}</p>
            </>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor="rg-note">Note (facoltative)</label>
          <textarea id="rg-note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={!chosen}>
          Conferma autoesclusione
        </button>
      </form>
      {confirming && (
        <Modal
          open
          title="Attenzione!"
          tone="warning"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
                Annulla
              </button>
              <button type="button" className="btn btn--primary" disabled={save.isPending} onClick={confirm}>
                Conferma
              </button>
            </>
          }
        >
          <p>{RG_TEXT.irreversible}</p>
          {chosen && (
            <p>
              {chosen.tipo === 'permanent'
                ? `${RG_TEXT.permanent}: ${chosen.descrizione}`
                : `${RG_TEXT.temporary}: ${needsDate ? `fino al ${formatDate(termine)}` : chosen.descrizione}`}
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}
