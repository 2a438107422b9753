import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField, TextAreaField } from '../../../ui/form-controls.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { createMessage, fetchMessages, retireMessage, sendNotification, type ServerMessageAdmin, type ServerMessageInput } from '../api/messages-calls.ts';
import { can, useBackofficeSession } from '../api/session.ts';
import { accountStateLabel } from '../components/labels.ts';
import { ConfirmDialog } from '../components/reason-dialog.tsx';
import { fromItalianInput } from '../components/italian-time-input.ts';
import { ActionNoticeBox, useActionNotice, type ActionNotice } from '../components/action-notice.tsx';

const TRIGGERS = [
  { value: 1, label: 'Visitatori (non connessi)' },
  { value: 2, label: 'Giocatori connessi' },
  { value: 3, label: "Prima dell'uscita (logout)" },
];
const TEMPLATES = [
  { value: 1, label: 'Finestra (popup)' },
  { value: 2, label: 'Banner in basso' },
];
const fieldErrors = (err: unknown) => (err instanceof ApiError ? Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])) : {});

/** Server messages (compose, target, schedule, retire) and notifications to a player or a segment. */
export default function MessagesPage() {
  const operator = useBackofficeSession((s) => s.session?.operator);
  return (
    <section aria-labelledby="bo-msg-title">
      <h1 id="bo-msg-title">Messaggi e notifiche</h1>
      <div className="bo-grid">
        {can(operator, 'messages.write') && <MessageComposer />}
        {can(operator, 'notifications.send') && <NotificationComposer />}
      </div>
      {can(operator, 'messages.write') && <MessageList />}
    </section>
  );
}

function MessageComposer() {
  const empty = { Trigger: '1', TemplateId: '1', Title: '', Body: '', SpecificPage: '', Platform: 'all', ValidFrom: '', ValidTo: '' };
  const [f, setF] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { notice, run } = useActionNotice(['bo', 'messages']);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: ServerMessageInput = {
      Trigger: Number(f.Trigger),
      TemplateId: Number(f.TemplateId),
      Title: f.Title,
      Body: f.Body,
      SpecificPage: f.SpecificPage.trim() || null,
      Platform: f.Platform as ServerMessageInput['Platform'],
      ValidFrom: fromItalianInput(f.ValidFrom),
      ValidTo: fromItalianInput(f.ValidTo),
    };
    await run(
      async () => {
        await createMessage(body);
        setErrors({});
        setF(empty);
      },
      'Messaggio creato.',
      (err) => setErrors(fieldErrors(err)),
    );
  };
  return (
    <form className="card bo-section" onSubmit={submit} noValidate aria-labelledby="bo-msg-new">
      <h2 id="bo-msg-new">Nuovo messaggio del sito</h2>
      <ActionNoticeBox notice={notice} />
      <SelectField label="A chi" value={f.Trigger} options={TRIGGERS} onChange={set('Trigger')} error={errors.Trigger} />
      <SelectField label="Forma" value={f.TemplateId} options={TEMPLATES} onChange={set('TemplateId')} error={errors.TemplateId} />
      <Field label="Titolo" value={f.Title} maxLength={200} onChange={set('Title')} error={errors.Title} />
      <TextAreaField label="Testo" value={f.Body} maxLength={5000} onChange={set('Body')} error={errors.Body} />
      <Field
        label="Solo sulla pagina (facoltativo)"
        hint="es. /pages/contatti"
        value={f.SpecificPage}
        onChange={set('SpecificPage')}
        error={errors.SpecificPage}
      />
      <SelectField
        label="Piattaforma"
        value={f.Platform}
        options={[
          { value: 'all', label: 'Sito e app' },
          { value: 'web', label: 'Solo sito' },
          { value: 'app', label: 'Solo app' },
        ]}
        onChange={set('Platform')}
      />
      <div className="bo-editor__row">
        <Field label="Dal" type="datetime-local" value={f.ValidFrom} onChange={set('ValidFrom')} error={errors.ValidFrom} />
        <Field label="Al" type="datetime-local" value={f.ValidTo} onChange={set('ValidTo')} error={errors.ValidTo} />
      </div>
      <button type="submit" className="btn btn--primary">
        Crea messaggio
      </button>
    </form>
  );
}

/** Whom a segment reaches, in words, for the confirmation before sending. */
function segmentText(states: number[], registeredFrom: string): string {
  const who = states.length ? `i giocatori con il conto ${states.map((s) => accountStateLabel(s).toLowerCase()).join(' o ')}` : 'tutti i giocatori';
  const since = registeredFrom ? `, registrati dal ${registeredFrom.split('-').reverse().join('/')}` : '';
  return `La notifica arriverà a ${who}${since}.`;
}

function NotificationComposer() {
  // Opened from a player's page (?giocatore=<number>): addressed to that player.
  const [params] = useSearchParams();
  const [f, setF] = useState({ target: 'player', userId: params.get('giocatore') ?? '', states: [] as number[], registeredFrom: '', Title: '', Body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  // A segment can be every player: it is sent only after the operator has read whom it reaches.
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (f.target === 'player' && !/^\d+$/.test(f.userId)) return setErrors({ UserId: 'Indica il numero del giocatore' });
    if (f.target === 'segment') return setConfirming(true);
    void send();
  };
  const send = async () => {
    setConfirming(false);
    try {
      const r = await sendNotification({
        ...(f.target === 'player'
          ? { UserId: Number(f.userId) }
          : {
              Segment: {
                ...(f.states.length ? { StatoConto: f.states } : {}),
                ...(f.registeredFrom ? { RegisteredFrom: fromItalianInput(f.registeredFrom)! } : {}),
              },
            }),
        Title: f.Title,
        Body: f.Body,
      });
      setErrors({});
      // A refusal (an unknown player) is the server's text, shown like the count of sent ones.
      setNotice(r.ok ? { tone: 'success', text: r.message ?? 'Notifica inviata.' } : { tone: 'error', text: r.refusal.message });
    } catch (err) {
      setErrors(fieldErrors(err));
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };
  const toggle = (s: number) => setF((x) => ({ ...x, states: x.states.includes(s) ? x.states.filter((y) => y !== s) : [...x.states, s] }));
  return (
    <form className="card bo-section" onSubmit={submit} noValidate aria-labelledby="bo-notify-new">
      <h2 id="bo-notify-new">Nuova notifica</h2>
      <ActionNoticeBox notice={notice} />
      <SelectField
        label="Destinatari"
        value={f.target}
        options={[
          { value: 'player', label: 'Un giocatore' },
          { value: 'segment', label: 'Un gruppo di giocatori' },
        ]}
        onChange={(e) => setF({ ...f, target: e.target.value })}
      />
      {f.target === 'player' ? (
        <Field
          label="Numero del giocatore"
          inputMode="numeric"
          value={f.userId}
          error={errors.UserId}
          onChange={(e) => setF({ ...f, userId: e.target.value })}
        />
      ) : (
        <fieldset className="bo-editor__params">
          <legend>Stato del conto (nessuno = tutti)</legend>
          {[1, 2, 6].map((s) => (
            <CheckField key={s} label={accountStateLabel(s)} checked={f.states.includes(s)} onChange={() => toggle(s)} />
          ))}
          <Field label="Registrati dal" type="date" value={f.registeredFrom} onChange={(e) => setF({ ...f, registeredFrom: e.target.value })} />
        </fieldset>
      )}
      <Field label="Titolo della notifica" value={f.Title} maxLength={120} error={errors.Title} onChange={(e) => setF({ ...f, Title: e.target.value })} />
      <TextAreaField label="Testo della notifica" value={f.Body} maxLength={2000} error={errors.Body} onChange={(e) => setF({ ...f, Body: e.target.value })} />
      <button type="submit" className="btn btn--primary">
        Invia notifica
      </button>
      <ConfirmDialog
        open={confirming}
        title="Inviare la notifica a un gruppo?"
        confirmLabel="Invia"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <p>{segmentText(f.states, f.registeredFrom)}</p>
        <p>Una notifica inviata non si può ritirare.</p>
      </ConfirmDialog>
    </form>
  );
}

function MessageList() {
  const q = useQuery({ queryKey: ['bo', 'messages'], queryFn: fetchMessages });
  const [retiring, setRetiring] = useState<ServerMessageAdmin | null>(null);
  const { notice, run } = useActionNotice(['bo', 'messages']);
  if (q.isPending) return <Loader />;
  if (q.isError) return <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />;
  const retire = async (m: ServerMessageAdmin) => {
    setRetiring(null);
    await run(() => retireMessage(m.Id), `Messaggio «${m.Title}» ritirato.`);
  };
  return (
    <section className="card bo-section" aria-labelledby="bo-msg-list">
      <h2 id="bo-msg-list">Messaggi del sito</h2>
      <ActionNoticeBox notice={notice} />
      <ConfirmDialog
        open={retiring !== null}
        title="Ritirare il messaggio?"
        confirmLabel="Ritira"
        onCancel={() => setRetiring(null)}
        onConfirm={() => void retire(retiring!)}
      >
        <p>
          «{retiring?.Title}» non sarà più mostrato a nessuno. Un messaggio ritirato non si può rimettere in linea: per mostrarlo di nuovo va creato da capo.
        </p>
      </ConfirmDialog>
      {q.data.length === 0 ? (
        <p className="bo-muted">Nessun messaggio.</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Messaggi del sito">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">Titolo</th>
                <th scope="col">A chi</th>
                <th scope="col">Pagina</th>
                <th scope="col">Periodo</th>
                <th scope="col">Stato</th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((m) => (
                <tr key={m.Id}>
                  <td>{m.Title}</td>
                  <td>{TRIGGERS.find((t) => t.value === m.Trigger)?.label}</td>
                  <td>{m.SpecificPage ?? 'tutte'}</td>
                  <td>
                    {formatDateTime(m.ValidFrom) || '—'} → {formatDateTime(m.ValidTo) || '—'}
                  </td>
                  <td>
                    {m.RetiredAt ? (
                      `Ritirato il ${formatDateTime(m.RetiredAt)}`
                    ) : (
                      <button type="button" className="btn btn--outline btn--sm" aria-label={`Ritira ${m.Title}`} onClick={() => setRetiring(m)}>
                        Ritira
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
