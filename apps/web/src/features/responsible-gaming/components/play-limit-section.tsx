import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { MAX_LIMIT_CENTS } from '@betsite/contract/responsible-gaming-limits';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { minutesText, PLAY_LIMIT_TEXT, type TPlayLimitKind } from '@betsite/contract/play-limits-texts';
import type { TLimitiGiocoData } from '@betsite/contract/play-limits';
import { REQUIRED } from '@betsite/contract/form-texts';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { parseEuroToCents } from '@betsite/domain/money';
import { ApiError, errorText } from '../../../lib/api.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { LimitForm, LimitHistory, type LimitResult } from './limit-parts.tsx';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';

const PERIOD_MINUTES: Record<TLimitPeriod, number> = { GG: 1440, WW: 10080, MM: 43200 };

/** One kind of play limit (spending in euro, time of play in minutes): limits in force, raises waiting, a new limit per period. */
export function PlayLimitSection({ data, kind }: { data: TLimitiGiocoData; kind: TPlayLimitKind }) {
  const queryClient = useQueryClient();
  const spend = kind === 'spesa';
  const [periodo, setPeriodo] = useState<TLimitPeriod>(data.periodi.includes('WW') ? 'WW' : data.periodi[0]!);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<LimitResult>(null);
  const save = useMutation({
    mutationFn: (valore: number) => callAnswer(rgCalls.SaveLimiteGioco, { body: { tipo: kind, tipoPeriodo: periodo, valore } }),
    onSuccess: async ({ message }) => {
      setResult({ tone: 'success', text: message ?? RG_TEXT.saved });
      setValue('');
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.GetLimitiGioco) });
    },
    // A 400 is the value's (under the field); a refusal or a failure is the form's answer.
    onError: (err) => (err instanceof ApiError && err.status === 400 ? setError(err.message) : setResult({ tone: 'error', text: errorText(err) })),
  });
  const mine = data.limiti.filter((l) => l.tipo === kind);
  const current = mine.find((l) => l.tipoPeriodo === periodo);
  const cap = !current ? (data.tetti[kind]?.[periodo] ?? undefined) : undefined;
  const show = (v: number) => (spend ? formatCents(v) : minutesText(v));
  const id = `rg-${kind}`;

  const parse = (): number | string => {
    if (!value.trim()) return REQUIRED;
    if (spend) {
      const cents = parseEuroToCents(value.replace('€', ''));
      if (cents === null || cents <= 0) return RG_TEXT.amountInvalid;
      if (cents > MAX_LIMIT_CENTS) return RG_TEXT.amountTooHigh('99.000');
      if (cap !== undefined && cents > cap) return PLAY_LIMIT_TEXT.spendCap(euroLimit(cap));
      return cents;
    }
    const minutes = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isSafeInteger(minutes) || minutes <= 0) return PLAY_LIMIT_TEXT.minutesInvalid;
    if (minutes > PERIOD_MINUTES[periodo]) return PLAY_LIMIT_TEXT.minutesTooHigh(PERIOD_MINUTES[periodo]);
    if (cap !== undefined && minutes > cap) return PLAY_LIMIT_TEXT.timeCap(cap);
    return minutes;
  };

  const submit = () => {
    setResult(null);
    const parsed = parse();
    if (typeof parsed === 'string') return setError(parsed);
    setError(null);
    save.mutate(parsed);
  };

  const title = spend ? PLAY_LIMIT_TEXT.spendTitle : PLAY_LIMIT_TEXT.timeTitle;
  return (
    <section className="card rg-section" aria-labelledby={`${id}-title`} data-testid={`${id}-section`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">{spend ? PLAY_LIMIT_TEXT.spendIntro : PLAY_LIMIT_TEXT.timeIntro}</p>
      {mine.length === 0 ? (
        <p className="notice notice--warning">{spend ? PLAY_LIMIT_TEXT.noSpendLimit : PLAY_LIMIT_TEXT.noTimeLimit}</p>
      ) : (
        <LimitHistory
          caption={`${title}: limiti in vigore`}
          usedLabel={spend ? 'Speso' : 'Giocato'}
          pendingTestId={(p) => `${id}-pending-${p}`}
          rows={mine.map((l) => ({
            periodo: l.tipoPeriodo,
            limit: show(l.valore),
            pending: l.valoreInAttesa !== null && l.attivoDal ? `Aumento a ${show(l.valoreInAttesa)} in attesa: attivo dal ${formatDate(l.attivoDal)}` : null,
            used: show(l.utilizzato),
            left: show(l.disponibile),
          }))}
        />
      )}
      <LimitForm
        idPrefix={id}
        periodi={data.periodi}
        periodo={periodo}
        onPeriodo={setPeriodo}
        label={spend ? 'Nuovo limite di spesa (€)' : 'Nuovo limite di tempo (minuti)'}
        inputMode={spend ? 'decimal' : 'numeric'}
        value={value}
        onValue={setValue}
        error={error}
        hint={`${spend ? '' : 'Ad esempio 180 = 3 ore. '}Una riduzione vale subito; un aumento diventa attivo dopo ${Math.round(data.ritardoAumentoOre / 24)} giorni.${cap !== undefined ? ` Primo limite: massimo ${show(cap)}.` : ''}`}
        submitLabel={spend ? 'Imposta limite di spesa' : 'Imposta limite di tempo'}
        busy={save.isPending}
        onSubmit={submit}
        result={result}
      />
    </section>
  );
}
