import { useEffect, useState, type FormEvent } from 'react';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import type { TPrimoAccessoData } from '@betsite/contract/play-limits';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_TEXT, minutesText } from '@betsite/contract/play-limits-texts';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { REQUIRED } from '@betsite/contract/form-texts';
import { parseEuroToCents } from '@betsite/domain/money';
import { errorText } from '../../../lib/api.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteVariable } from '../../../lib/site-config.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField } from '../../../ui/form-controls.tsx';
import { formatCents } from '../../../lib/format.ts';
import { rgCalls, usePrimoAccesso } from '../api/rg-calls.ts';
import '../rg.css';

/** An amount as the player edits it: digits and a decimal comma, no grouping ("1400", "12,50"). */
const editableEuro = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`);
type LimitKey = 'deposito' | 'spesa' | 'tempo';
type Errors = Partial<Record<'accetto' | LimitKey, string>>;
/** The three limits of the screen, each with its own period and value (the time in minutes, the others in euro). */
const LIMIT_FIELDS: { key: LimitKey; label: string; periodLabel: string; hint?: string }[] = [
  { key: 'deposito', label: FIRST_ACCESS_TEXT.depositLabel, periodLabel: FIRST_ACCESS_TEXT.depositPeriodLabel },
  { key: 'spesa', label: FIRST_ACCESS_TEXT.spendLabel, periodLabel: FIRST_ACCESS_TEXT.spendPeriodLabel, hint: PLAY_LIMIT_TEXT.spendIntro },
  { key: 'tempo', label: FIRST_ACCESS_TEXT.timeLabel, periodLabel: FIRST_ACCESS_TEXT.timePeriodLabel, hint: PLAY_LIMIT_TEXT.timeIntro },
];
type Values = Record<LimitKey, string>;
type Periods = Record<LimitKey, TLimitPeriod>;
/** The value proposed for a limit in a period, as the field shows it. */
const proposal = (d: TPrimoAccessoData, key: LimitKey, period: TLimitPeriod) => {
  const v = d.proposte[key][period] ?? d[key];
  return key === 'tempo' ? String(v) : editableEuro(v);
};
const proposalText = (d: TPrimoAccessoData, key: LimitKey, period: TLimitPeriod) => {
  const v = d.proposte[key][period] ?? d[key];
  return key === 'tempo' ? minutesText(v) : formatCents(v);
};

/**
 * /account/primo-accesso: the first access after the ADM concession of 12 November 2025. One
 * screen: the contract version to accept, then deposit, spending and time limits with the caps
 * prefilled. The server refuses deposits and stakes until it is done (the page only mirrors it).
 */
export default function PrimoAccessoPage() {
  const status = usePrimoAccesso();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contractUrl = useSiteVariable('ContrattoDiGioco_Url');
  const [accetto, setAccetto] = useState(false);
  const [values, setValues] = useState<Values | null>(null);
  const [periods, setPeriods] = useState<Periods | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const d = status.data;

  useEffect(() => {
    if (d && !values) {
      const p = d.tipoPeriodo;
      setValues({ deposito: proposal(d, 'deposito', p), spesa: proposal(d, 'spesa', p), tempo: proposal(d, 'tempo', p) });
      setPeriods({ deposito: p, spesa: p, tempo: p });
    }
  }, [d, values]);

  const complete = useMutation({
    mutationFn: (body: CallBody<typeof rgCalls.CompletaPrimoAccesso>) => callApi(rgCalls.CompletaPrimoAccesso, { body }),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      useSession.getState().updateUser({ primoAccesso: false, TermsAccepted: true, depositLimitSet: true });
      // Every responsible-gaming answer changed (limits, first access).
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('responsible-gaming.') });
      void navigate('/account/edit/gioco-consapevole', { replace: true });
    },
    // A refusal (the contract version changed meanwhile), a 400 or a failure: the form's one error line.
    onError: (err) => setFailure(errorText(err)),
  });

  if (status.isPending || (d && (!values || !periods))) return <Loader />;
  if (!d || !values || !periods)
    return (
      <p className="notice notice--error" role="alert">
        {errorText(status.error)}
      </p>
    );
  const periodOptions = d.periodi.map((p) => ({ value: p, label: RG_TEXT.periods[p]! }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next: Errors = {};
    const parsed = {} as Record<LimitKey, number>;
    if (!accetto) next.accetto = FIRST_ACCESS_TEXT.mustAccept;
    for (const { key } of LIMIT_FIELDS) {
      const v = values[key].trim();
      const n = key === 'tempo' ? (/^\d+$/.test(v) ? Number(v) : null) : v ? parseEuroToCents(v.replace('€', '')) : null;
      if (!v) next[key] = REQUIRED;
      else if (n === null || n <= 0) next[key] = key === 'tempo' ? PLAY_LIMIT_TEXT.minutesInvalid : RG_TEXT.amountInvalid;
      else parsed[key] = n;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    complete.mutate({
      versioneContratto: d.versioneContratto,
      accetto: true,
      tipoPeriodoDeposito: periods.deposito,
      tipoPeriodoSpesa: periods.spesa,
      tipoPeriodoTempo: periods.tempo,
      deposito: parsed.deposito,
      spesa: parsed.spesa,
      tempo: parsed.tempo,
    });
  };

  const set = (k: LimitKey) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [k]: e.target.value });
  // A new period brings its own proposal, unless the player has already typed a value of their own.
  const setPeriod = (k: LimitKey) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as TLimitPeriod;
    const untouched = values[k].trim() === proposal(d, k, periods[k]);
    setPeriods({ ...periods, [k]: next });
    if (untouched) setValues({ ...values, [k]: proposal(d, k, next) });
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
        <CheckField
          label={FIRST_ACCESS_TEXT.contractLabel(d.versioneContratto)}
          checked={accetto}
          onChange={(e) => setAccetto(e.target.checked)}
          error={errors.accetto}
        />
        <h2>{`2. ${FIRST_ACCESS_TEXT.limitsStep}`}</h2>
        <p className="muted">{FIRST_ACCESS_TEXT.limitsIntro}</p>
        {LIMIT_FIELDS.map((f) => (
          <fieldset key={f.key} className="primo-accesso__limit" data-testid={`primo-${f.key}`}>
            <legend>{f.label.replace(/ \(.*\)$/, '')}</legend>
            <SelectField label={f.periodLabel} options={periodOptions} value={periods[f.key]} onChange={setPeriod(f.key)} />
            <Field
              label={f.label}
              inputMode={f.key === 'tempo' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={values[f.key]}
              onChange={set(f.key)}
              error={errors[f.key]}
              hint={`${f.hint ? `${f.hint} ` : ''}${FIRST_ACCESS_TEXT.proposed(RG_TEXT.periods[periods[f.key]]!.toLowerCase(), proposalText(d, f.key, periods[f.key]))}`}
            />
          </fieldset>
        ))}
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
