import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { minutesText, PLAY_LIMIT_TEXT, type TPlayLimitKind } from '@betsite/contract/play-limits-texts';
import type { TLimitiGiocoData } from '@betsite/contract/play-limits';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { parseEuroToCents } from '@betsite/domain/money';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { LimitForm, LimitHistory, limitOnError, useLimitForm, type LimitResult } from './limit-parts.tsx';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';

const PERIOD_MINUTES: Record<TLimitPeriod, number> = { GG: 1440, WW: 10080, MM: 43200 };
/** An amount as typed ('12,50', '€ 100'), in cents; minutes as typed (digits only); null when not a number. */
const readEuro = (typed: string) => parseEuroToCents(typed.replace('€', ''));
const readMinutes = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null);

/** One kind of play limit (spending in euro, time of play in minutes): limits in force, raises waiting, a new limit per period. */
export function PlayLimitSection({ data, kind }: { data: TLimitiGiocoData; kind: TPlayLimitKind }) {
  const queryClient = useQueryClient();
  const spend = kind === 'spesa';
  const [result, setResult] = useState<LimitResult>(null);
  const form = useLimitForm(data.periodi.includes('WW') ? 'WW' : data.periodi[0]!, (m) =>
    spend
      ? m.limitFormSchema(readEuro, m.ZLimitEuro, cap === undefined ? [] : [{ max: cap, message: PLAY_LIMIT_TEXT.spendCap(euroLimit(cap)) }])
      : m.limitFormSchema(readMinutes, m.ZLimitMinutes, [
          { max: PERIOD_MINUTES[periodo], message: PLAY_LIMIT_TEXT.minutesTooHigh(PERIOD_MINUTES[periodo]) },
          ...(cap === undefined ? [] : [{ max: cap, message: PLAY_LIMIT_TEXT.timeCap(cap) }]),
        ]),
  );
  const periodo = form.watch('tipoPeriodo');
  const save = useMutation({
    mutationFn: (v: { tipoPeriodo: TLimitPeriod; valore: number }) => callAnswer(rgCalls.SaveLimiteGioco, { body: { tipo: kind, ...v } }),
    onSuccess: async ({ message }) => {
      setResult({ tone: 'success', text: message ?? RG_TEXT.saved });
      form.resetField('valore');
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.GetLimitiGioco) });
    },
    // The value's field errors under it; a refusal or a failure is the form's answer.
    onError: limitOnError(form, 'valore', (text) => setResult({ tone: 'error', text })),
  });
  const mine = data.limiti.filter((l) => l.tipo === kind);
  const current = mine.find((l) => l.tipoPeriodo === periodo);
  const cap = !current ? (data.tetti[kind]?.[periodo] ?? undefined) : undefined;
  const show = (v: number) => (spend ? formatCents(v) : minutesText(v));
  const id = `rg-${kind}`;

  const submit = (e: FormEvent) => {
    setResult(null);
    void form.handleSubmit((v) => save.mutate(v))(e);
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
        form={form}
        label={spend ? 'Nuovo limite di spesa (€)' : 'Nuovo limite di tempo (minuti)'}
        inputMode={spend ? 'decimal' : 'numeric'}
        hint={`${spend ? '' : 'Ad esempio 180 = 3 ore. '}Una riduzione vale subito; un aumento diventa attivo dopo ${Math.round(data.ritardoAumentoOre / 24)} giorni.${cap !== undefined ? ` Primo limite: massimo ${show(cap)}.` : ''}`}
        submitLabel={spend ? 'Imposta limite di spesa' : 'Imposta limite di tempo'}
        busy={save.isPending}
        onSubmit={submit}
        result={result}
      />
    </section>
  );
}
