import { useState, type FormEvent } from 'react';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import type { TPrimoAccessoData } from '@betsite/contract/play-limits';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_TEXT, minutesText } from '@betsite/contract/play-limits-texts';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { parseEuroToCents } from '@betsite/domain/money';
import { errorText } from '../../../lib/api.ts';
import { callApi } from '../../../lib/call-api.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteVariable } from '../../../lib/site-config.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField } from '../../../ui/form-controls.tsx';
import { formatCents } from '../../../lib/format.ts';
import { isRgQuery, rgCalls, usePrimoAccesso } from '../api/rg-calls.ts';
import { useStillLoading } from '../../../lib/use-still-loading.ts';
import '../rg.css';

/** An amount as the player edits it: digits and a decimal comma, no grouping ("1400", "12,50"). */
const editableEuro = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`);
type LimitKey = 'deposito' | 'spesa' | 'tempo';
/** The three limits of the screen, each with its own period and value (the time in minutes, the others in euro). */
const LIMIT_FIELDS: { key: LimitKey; label: string; periodLabel: string; hint?: string }[] = [
  { key: 'deposito', label: FIRST_ACCESS_TEXT.depositLabel, periodLabel: FIRST_ACCESS_TEXT.depositPeriodLabel },
  { key: 'spesa', label: FIRST_ACCESS_TEXT.spendLabel, periodLabel: FIRST_ACCESS_TEXT.spendPeriodLabel, hint: PLAY_LIMIT_TEXT.spendIntro },
  { key: 'tempo', label: FIRST_ACCESS_TEXT.timeLabel, periodLabel: FIRST_ACCESS_TEXT.timePeriodLabel, hint: PLAY_LIMIT_TEXT.timeIntro },
];
/** The value proposed for a limit in a period, as the field shows it. */
const proposal = (d: TPrimoAccessoData, key: LimitKey, period: TLimitPeriod) => {
  const v = d.proposte[key][period] ?? d[key];
  return key === 'tempo' ? String(v) : editableEuro(v);
};
const proposalText = (d: TPrimoAccessoData, key: LimitKey, period: TLimitPeriod) => {
  const v = d.proposte[key][period] ?? d[key];
  return key === 'tempo' ? minutesText(v) : formatCents(v);
};

/** The form's field of each limit's period. */
const PERIOD_FIELD = { deposito: 'tipoPeriodoDeposito', spesa: 'tipoPeriodoSpesa', tempo: 'tipoPeriodoTempo' } as const;
/** An amount as typed ('12,50', '€ 100'), in cents; minutes as typed (digits only); null when not a number. */
const readEuro = (typed: string) => parseEuroToCents(typed.replace('€', ''));
const readMinutes = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null);
/** CompletaPrimoAccesso's own schema with the limits as typed, loaded on the first check. */
const loadSchema = () => import('@betsite/contract/play-limits').then((m) => m.firstAccessFormSchema(readEuro, readMinutes));

/**
 * /account/primo-accesso: the first access after the ADM concession of 12 November 2025. One
 * screen: the contract version to accept, then deposit, spending and time limits with the caps
 * prefilled. The server refuses deposits and stakes until it is done (the page only mirrors it).
 */
export default function PrimoAccessoPage() {
  const status = usePrimoAccesso();
  // The page renders in slices once its data is in (lib/use-still-loading.ts).
  const loading = useStillLoading(status.isPending);
  if (loading) return <Loader />;
  if (!status.data)
    return (
      <p className="notice notice--error" role="alert">
        {errorText(status.error)}
      </p>
    );
  return <FirstAccessForm d={status.data} />;
}

function FirstAccessForm({ d }: { d: TPrimoAccessoData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contractUrl = useSiteVariable('ContrattoDiGioco_Url');
  const [failure, setFailure] = useState<string | null>(null);
  const p = d.tipoPeriodo;
  // Checked on 'Conferma' only, as the screen always was.
  const { register, handleSubmit, formState, setError, setValue, getValues, watch } = useSchemaForm(
    loadSchema,
    {
      versioneContratto: d.versioneContratto,
      accetto: false as never,
      tipoPeriodoDeposito: p,
      tipoPeriodoSpesa: p,
      tipoPeriodoTempo: p,
      deposito: proposal(d, 'deposito', p),
      spesa: proposal(d, 'spesa', p),
      tempo: proposal(d, 'tempo', p),
    },
    { mode: 'onSubmit', reValidateMode: 'onSubmit' },
  );
  const errors = formState.errors;
  const complete = useMutation({
    mutationFn: (body: CallBody<typeof rgCalls.CompletaPrimoAccesso>) => callApi(rgCalls.CompletaPrimoAccesso, { body }),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      useSession.getState().updateUser({ primoAccesso: false, TermsAccepted: true, depositLimitSet: true });
      // Every responsible-gaming answer changed (limits, first access).
      await queryClient.invalidateQueries({ predicate: isRgQuery });
      void navigate('/account/edit/gioco-consapevole', { replace: true });
    },
    // A field's error under it; a refusal (the contract version changed meanwhile) or a failure on the form's error line.
    onError: formOnError(setError, (text) => setFailure(text), ['accetto', 'deposito', 'spesa', 'tempo', ...Object.values(PERIOD_FIELD)]),
  });
  const periodOptions = d.periodi.map((o) => ({ value: o, label: RG_TEXT.periods[o]! }));

  const submit = (e: FormEvent) => {
    setFailure(null);
    void handleSubmit((body) => complete.mutate(body))(e);
  };
  // A new period brings its own proposal, unless the player has already typed a value of their own.
  const setPeriod = (k: LimitKey) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as TLimitPeriod;
    const untouched = getValues(k).trim() === proposal(d, k, getValues(PERIOD_FIELD[k]));
    setValue(PERIOD_FIELD[k], next);
    if (untouched) setValue(k, proposal(d, k, next));
  };
  return (
    <section className="page rg primo-accesso">
      <h1>{FIRST_ACCESS_TEXT.title}</h1>
      <p className="muted">{FIRST_ACCESS_TEXT.intro}</p>
      <form className="card rg-section" onSubmit={submit} noValidate>
        <h2>{`1. ${FIRST_ACCESS_TEXT.contractStep}`}</h2>
        <p>
          {`Versione ${d.versioneContratto}. `}
          {contractUrl && (
            <a href={contractUrl} target="_blank" rel="noreferrer">
              Leggi il contratto di gioco
            </a>
          )}
        </p>
        <CheckField label={FIRST_ACCESS_TEXT.contractLabel(d.versioneContratto)} error={errors.accetto?.message} {...register('accetto')} />
        <h2>{`2. ${FIRST_ACCESS_TEXT.limitsStep}`}</h2>
        <p className="muted">{FIRST_ACCESS_TEXT.limitsIntro}</p>
        {LIMIT_FIELDS.map((f) => {
          const period = watch(PERIOD_FIELD[f.key]);
          return (
            <fieldset key={f.key} className="primo-accesso__limit" data-testid={`primo-${f.key}`}>
              <legend>{f.label.replace(/ \(.*\)$/, '')}</legend>
              <SelectField label={f.periodLabel} options={periodOptions} value={period} onChange={setPeriod(f.key)} />
              <Field
                label={f.label}
                inputMode={f.key === 'tempo' ? 'numeric' : 'decimal'}
                autoComplete="off"
                error={errors[f.key]?.message}
                hint={`${f.hint ? `${f.hint} ` : ''}${FIRST_ACCESS_TEXT.proposed(RG_TEXT.periods[period]!.toLowerCase(), proposalText(d, f.key, period))}`}
                {...register(f.key)}
              />
            </fieldset>
          );
        })}
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={complete.isPending}>
          {FIRST_ACCESS_TEXT.submit}
        </button>
      </form>
    </section>
  );
}
