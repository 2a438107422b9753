import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TCampaign, TCampaignBody } from '@betsite/contract/bonus';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField, TextAreaField } from '../../../ui/form-controls.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { createCampaign, endCampaign, fetchCampaigns, grantCampaign } from '../api/bonus-calls.ts';
import { ConfirmDialog } from '../components/reason-dialog.tsx';
import { fromItalianInput, toItalianInput } from '../components/italian-time-input.ts';
import { ActionNoticeBox, useActionNotice } from '../components/action-notice.tsx';
import { CAMPAIGN_TRIGGER_LABELS, campaignTriggerLabel } from '../components/labels.ts';

/** The ways of obtaining a campaign an operator can create (the others are the site's own programmes). */
const TRIGGERS = (['manual', 'promo_code', 'first_deposit', 'deposit_code'] as const).map((value) => ({ value, label: CAMPAIGN_TRIGGER_LABELS[value]! }));
const FAMILIES = [
  { value: 1, label: 'Sport (bonus)' },
  { value: 2, label: 'Casinò (bonus)' },
  { value: 3, label: 'Casinò cash (bonus)' },
  { value: 4, label: 'Casinò bonus reale' },
  { value: 5, label: 'Casinò fun bonus' },
  { value: 6, label: 'Free spin casinò' },
  { value: 7, label: 'Free bet' },
  { value: 8, label: 'Sport fun bonus' },
];
const familyLabel = (f: number) => FAMILIES.find((x) => x.value === f)?.label ?? String(f);
const fieldErrors = (err: unknown) => (err instanceof ApiError ? Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])) : {});
/** "10", "10,50" or "10.50" euro → cents; null when it is not an amount. */
const euroToCents = (v: string): number | null => (/^\d{1,7}([.,]\d{1,2})?$/.test(v.trim()) ? Math.round(Number(v.trim().replace(',', '.')) * 100) : null);

/** What a campaign gives: a percent of the deposit up to a cap, free spins, or an amount. */
const campaignValue = (c: TCampaign) =>
  c.percent ? `${c.percent}% fino a ${formatCents(c.amount)}` : c.family === 6 ? `${c.nSpin} free spin` : formatCents(c.amount);

/** Where a campaign stands now: scheduled, running, over or ended by an operator. */
function campaignState(c: TCampaign, now = new Date()): string {
  if (c.endedAt) return `Terminata il ${formatDateTime(c.endedAt)}`;
  if (new Date(c.startsAt) > now) return 'Programmata';
  if (new Date(c.endsAt) <= now) return 'Scaduta';
  return 'Attiva';
}

/** Bonus campaigns: create and schedule one, end one at once, grant a manual one to a player. */
export default function BonusPage() {
  const q = useQuery({ queryKey: ['bo', 'campaigns'], queryFn: fetchCampaigns });
  return (
    <section aria-labelledby="bo-bonus-title">
      <h1 id="bo-bonus-title">Campagne bonus</h1>
      <div className="bo-grid">
        <CampaignForm />
        <GrantForm campaigns={(q.data ?? []).filter((c) => c.trigger === 'manual' && campaignState(c) === 'Attiva')} />
      </div>
      {q.isPending ? <Loader /> : q.isError ? <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} /> : <CampaignList campaigns={q.data} />}
    </section>
  );
}

function CampaignForm() {
  const empty = () => ({
    name: '',
    description: '',
    trigger: 'manual',
    code: '',
    family: '1',
    amount: '',
    percent: '',
    wagerTimes: '',
    validDays: '',
    nSpin: '',
    listed: false,
    startsAt: toItalianInput(new Date()),
    endsAt: toItalianInput(new Date(Date.now() + 30 * 86_400_000)),
  });
  const [f, setF] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { notice, run } = useActionNotice(['bo', 'campaigns']);
  const set = (k: keyof ReturnType<typeof empty>) => (e: { target: { value: string } }) => setF((x) => ({ ...x, [k]: e.target.value }));
  const withCode = f.trigger === 'promo_code' || f.trigger === 'deposit_code';
  const withPercent = f.trigger === 'first_deposit' || f.trigger === 'deposit_code';
  const spins = f.family === '6';
  const int = (v: string) => (v.trim() === '' ? undefined : Number(v));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!f.name.trim()) errs.name = 'Il campo è richiesto';
    const amount = spins && f.amount.trim() === '' ? 0 : euroToCents(f.amount);
    if (amount === null) errs.amount = 'Importo non valido';
    if (withCode && !f.code.trim()) errs.code = 'Il campo è richiesto';
    const startsAt = fromItalianInput(f.startsAt);
    const endsAt = fromItalianInput(f.endsAt);
    if (!startsAt) errs.startsAt = 'Il campo è richiesto';
    if (!endsAt) errs.endsAt = 'Il campo è richiesto';
    else if (startsAt && endsAt <= startsAt) errs.endsAt = 'La fine deve seguire l’inizio';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const body: TCampaignBody = {
      name: f.name.trim(),
      description: f.description,
      trigger: f.trigger as TCampaignBody['trigger'],
      code: withCode ? f.code.trim().toUpperCase() : null,
      family: Number(f.family),
      amount: amount!,
      percent: withPercent && f.percent.trim() ? Number(f.percent) : null,
      wagerTimes: int(f.wagerTimes),
      validDays: int(f.validDays),
      nSpin: spins ? (int(f.nSpin) ?? 0) : 0,
      listed: f.listed,
      startsAt: startsAt!,
      endsAt: endsAt!,
    };
    await run(
      async () => {
        const c = await createCampaign(body);
        setF(empty());
        return c;
      },
      (c) => `Campagna «${c.name}» creata (${campaignState(c).toLowerCase()}).`,
      (err) => setErrors(fieldErrors(err)),
    );
  };

  return (
    <form className="card bo-section" onSubmit={submit} noValidate aria-labelledby="bo-bonus-new">
      <h2 id="bo-bonus-new">Nuova campagna</h2>
      <ActionNoticeBox notice={notice} />
      <Field label="Nome della campagna" value={f.name} maxLength={120} onChange={set('name')} error={errors.name} />
      <TextAreaField label="Descrizione (facoltativa)" value={f.description} maxLength={4000} onChange={set('description')} error={errors.description} />
      <SelectField label="Come si ottiene" value={f.trigger} options={TRIGGERS} onChange={set('trigger')} error={errors.trigger} />
      {withCode && <Field label="Codice promozionale" value={f.code} maxLength={30} onChange={set('code')} error={errors.code} />}
      <SelectField label="Tipo di bonus" value={f.family} options={FAMILIES} onChange={set('family')} error={errors.family} />
      <div className="bo-editor__row">
        <Field
          label={withPercent ? 'Importo massimo (€)' : spins ? 'Valore (€, facoltativo)' : 'Importo (€)'}
          inputMode="decimal"
          value={f.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        {withPercent && <Field label="Percentuale del deposito" inputMode="numeric" value={f.percent} onChange={set('percent')} error={errors.percent} />}
        {spins && <Field label="Numero di free spin" inputMode="numeric" value={f.nSpin} onChange={set('nSpin')} error={errors.nSpin} />}
      </div>
      <div className="bo-editor__row">
        <Field label="Volte da rigiocare (facoltativo)" inputMode="numeric" value={f.wagerTimes} onChange={set('wagerTimes')} error={errors.wagerTimes} />
        <Field label="Giorni di validità (facoltativo)" inputMode="numeric" value={f.validDays} onChange={set('validDays')} error={errors.validDays} />
      </div>
      <div className="bo-editor__row">
        <Field label="Dal" type="datetime-local" value={f.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <Field label="Al" type="datetime-local" value={f.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
      </div>
      <CheckField label="Mostrala ai giocatori in Promozioni" checked={f.listed} onChange={(e) => setF((x) => ({ ...x, listed: e.target.checked }))} />
      <button type="submit" className="btn btn--primary">
        Crea campagna
      </button>
    </form>
  );
}

function GrantForm({ campaigns }: { campaigns: TCampaign[] }) {
  const [campaignId, setCampaignId] = useState('');
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { notice, run } = useActionNotice(['bo', 'player']);
  // A grant credits the player at once and cannot be taken back here: asked first, naming what and to whom.
  const [confirming, setConfirming] = useState(false);
  const chosen = campaigns.find((c) => String(c.id) === campaignId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!campaignId) errs.campaignId = 'Scegli la campagna';
    if (!username.trim()) errs.username = 'Il campo è richiesto';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setConfirming(true);
  };
  const grant = async () => {
    setConfirming(false);
    await run(
      async () => {
        // A refusal (campaign not assignable, already granted) is thrown with the server's text.
        await grantCampaign(Number(campaignId), username.trim());
        setUsername('');
      },
      `Bonus assegnato a ${username.trim()}.`,
      (err) => setErrors(fieldErrors(err)),
    );
  };
  return (
    <form className="card bo-section" onSubmit={submit} noValidate aria-labelledby="bo-bonus-grant">
      <h2 id="bo-bonus-grant">Assegna a un giocatore</h2>
      <p className="bo-muted">Solo le campagne «assegnate dagli operatori» attive; ogni giocatore riceve una campagna una volta sola.</p>
      <ActionNoticeBox notice={notice} />
      <SelectField
        label="Campagna"
        value={campaignId}
        placeholder={campaigns.length ? 'Scegli…' : 'Nessuna campagna attiva'}
        options={campaigns.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => setCampaignId(e.target.value)}
        error={errors.campaignId}
      />
      <Field
        label="Nome utente del giocatore"
        value={username}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <button type="submit" className="btn btn--primary" disabled={!campaigns.length}>
        Assegna bonus
      </button>
      <ConfirmDialog open={confirming} title="Assegnare il bonus?" confirmLabel="Assegna" onCancel={() => setConfirming(false)} onConfirm={() => void grant()}>
        <p>
          «{chosen?.name}» ({chosen && campaignValue(chosen)}) a {username.trim()}. Il bonus è accreditato subito e non si può ritirare da qui.
        </p>
      </ConfirmDialog>
    </form>
  );
}

function CampaignList({ campaigns }: { campaigns: TCampaign[] }) {
  const [ending, setEnding] = useState<TCampaign | null>(null);
  const { notice, run } = useActionNotice(['bo', 'campaigns']);
  const confirmEnd = async () => {
    if (!ending) return;
    await run(() => endCampaign(ending.id), `Campagna «${ending.name}» terminata.`);
    setEnding(null);
  };
  return (
    <section className="card bo-section" aria-labelledby="bo-bonus-list">
      <h2 id="bo-bonus-list">Campagne</h2>
      <ActionNoticeBox notice={notice} />
      {campaigns.length === 0 ? (
        <p className="bo-muted">Nessuna campagna.</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Campagne bonus">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Come si ottiene</th>
                <th scope="col">Tipo</th>
                <th scope="col">Importo</th>
                <th scope="col">Periodo</th>
                <th scope="col">Stato</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => {
                const state = campaignState(c);
                return (
                  <tr key={c.id}>
                    <td>
                      {c.name}
                      {c.listed && <span className="bo-badge">in Promozioni</span>}
                    </td>
                    <td>
                      {campaignTriggerLabel(c.trigger)}
                      {c.code && <span className="bo-muted"> · {c.code}</span>}
                    </td>
                    <td>{familyLabel(c.family)}</td>
                    <td>
                      {campaignValue(c)}
                      <span className="bo-muted">
                        {' '}
                        · ×{c.wagerTimes}, {c.validDays} gg
                      </span>
                    </td>
                    <td>
                      {formatDateTime(c.startsAt)} → {formatDateTime(c.endsAt)}
                    </td>
                    <td>
                      {state}
                      {!c.endedAt && state !== 'Scaduta' && (
                        <>
                          {' '}
                          <button type="button" className="btn btn--outline btn--sm" onClick={() => setEnding(c)} aria-label={`Termina ora ${c.name}`}>
                            Termina ora
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={ending !== null}
        title="Terminare la campagna?"
        confirmLabel="Termina"
        onCancel={() => setEnding(null)}
        onConfirm={() => void confirmEnd()}
      >
        <p>«{ending?.name}» non sarà più ottenibile da adesso. I bonus già assegnati restano ai giocatori fino alla loro scadenza.</p>
      </ConfirmDialog>
    </section>
  );
}
