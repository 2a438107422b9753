import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_TEXT, minutesText } from '@betsite/contract/play-limits-texts';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { REQUIRED } from '@betsite/contract/form-texts';
import { parseEuroToCents } from '@betsite/domain/money';
import { ApiError, errorText } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteVariable } from '../../../lib/site-config.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { Field } from '../../../ui/field.tsx';
import { CheckField } from '../../../ui/form-controls.tsx';
import { completaPrimoAccesso, usePrimoAccesso } from '../api/rg-calls.ts';
import '../rg.css';

const euroText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ','));
type LimitKey = 'deposito' | 'spesa' | 'tempo';
type Errors = Partial<Record<'accetto' | LimitKey, string>>;
/** The three limits of the screen, one field each (the time in minutes, the others in euro). */
const LIMIT_FIELDS: { key: LimitKey; label: string; hint?: string }[] = [
  { key: 'deposito', label: FIRST_ACCESS_TEXT.depositLabel },
  { key: 'spesa', label: FIRST_ACCESS_TEXT.spendLabel, hint: PLAY_LIMIT_TEXT.spendIntro },
  { key: 'tempo', label: FIRST_ACCESS_TEXT.timeLabel },
];

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
  const [values, setValues] = useState<{ deposito: string; spesa: string; tempo: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = status.data;

  useEffect(() => {
    if (d && !values) setValues({ deposito: euroText(d.deposito), spesa: euroText(d.spesa), tempo: String(d.tempo) });
  }, [d, values]);

  if (status.isPending || (d && !values)) return <Loader />;
  if (!d || !values)
    return (
      <p className="notice notice--error" role="alert">
        {errorText(status.error)}
      </p>
    );
  const period = RG_TEXT.periods[d.tipoPeriodo]!.toLowerCase();

  const submit = async (e: FormEvent) => {
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
    setBusy(true);
    try {
      const r = await completaPrimoAccesso({
        versioneContratto: d.versioneContratto,
        accetto: true,
        tipoPeriodo: d.tipoPeriodo,
        deposito: parsed.deposito,
        spesa: parsed.spesa,
        tempo: parsed.tempo,
      });
      if (r.ResponseCode !== 0) return setFailure(r.ResponseMessage ?? FIRST_ACCESS_TEXT.versionChanged);
      useSession.getState().updateUser({ primoAccesso: false, TermsAccepted: true, depositLimitSet: true });
      await queryClient.invalidateQueries({ queryKey: ['responsible-gaming'] });
      void navigate('/account/edit/gioco-consapevole', { replace: true });
    } catch (err) {
      setFailure(err instanceof ApiError && err.status === 400 ? err.message : errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const set = (k: LimitKey) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [k]: e.target.value });
  return (
    <section className="page rg primo-accesso">
      <h1>{FIRST_ACCESS_TEXT.title}</h1>
      <p className="muted">{FIRST_ACCESS_TEXT.intro}</p>
      <form className="card rg-section" onSubmit={(e) => void submit(e)} noValidate>
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
        <p className="muted">{`Periodo: ${period}. Valori proposti: i massimi consentiti. Una riduzione vale subito; un aumento dopo 7 giorni.`}</p>
        {LIMIT_FIELDS.map((f) => (
          <Field
            key={f.key}
            label={f.label}
            inputMode={f.key === 'tempo' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={values[f.key]}
            onChange={set(f.key)}
            error={errors[f.key]}
            hint={f.key === 'tempo' ? `${PLAY_LIMIT_TEXT.timeIntro} Proposto: ${minutesText(d.tempo)}.` : f.hint}
          />
        ))}
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {FIRST_ACCESS_TEXT.submit}
        </button>
      </form>
    </section>
  );
}
