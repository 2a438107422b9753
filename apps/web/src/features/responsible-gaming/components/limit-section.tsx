import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimitazioniData, TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { parseEuroToCents } from '@betsite/domain/money';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { LimitForm, LimitHistory, limitOnError, useLimitForm, type LimitResult } from './limit-parts.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';

/** An amount as typed ('12,50', '€ 100'), in cents; null when it is not one. */
const readEuro = (typed: string) => parseEuroToCents(typed.replace('€', ''));

/** The deposit-limit form: limits in force, raises waiting, and a new limit per period. */
export function LimitSection({ data }: { data: TLimitazioniData }) {
  const queryClient = useQueryClient();
  const updateUser = useSession((s) => s.updateUser);
  const [result, setResult] = useState<LimitResult>(null);
  const form = useLimitForm(data.periodi.includes('WW') ? 'WW' : data.periodi[0]!, (m) =>
    m.limitFormSchema(readEuro, m.ZLimitEuro, cap === undefined ? [] : [{ max: cap, message: RG_TEXT.firstLimitCap(euroLimit(cap)) }]),
  );
  const periodo = form.watch('tipoPeriodo');
  const current = data.limitazioni.find((l) => l.tipoPeriodo === periodo);
  const cap = !current ? data.tettoPrimoLimite?.[periodo] : undefined;
  const save = useMutation({
    mutationFn: (v: { tipoPeriodo: TLimitPeriod; valore: number }) =>
      callAnswer(rgCalls.SaveLimitazione, { body: { cookieId: null, importo: v.valore, numVoltePeriodo: 1, tipoPeriodo: v.tipoPeriodo } }),
    onSuccess: async ({ message }) => {
      setResult({ tone: 'success', text: message ?? RG_TEXT.saved });
      form.resetField('valore');
      // The -6443 notice ends with the first saved limit.
      updateUser({ depositLimitSet: true });
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.EL_GetLimitazioniDeposito) });
    },
    // The amount's field errors under it; a refusal or a failure is the form's answer.
    onError: limitOnError(form, 'importo', (text) => setResult({ tone: 'error', text })),
  });
  const submit = (e: FormEvent) => {
    setResult(null);
    void form.handleSubmit((v) => save.mutate(v))(e);
  };

  return (
    <section className="card rg-section" aria-labelledby="rg-limit-title">
      <h2 id="rg-limit-title">{RG_TEXT.limitTitle}</h2>
      {data.limitazioni.length === 0 ? (
        <p className="notice notice--warning">{RG_TEXT.noLimit}</p>
      ) : (
        <LimitHistory
          caption="Limiti di deposito in vigore"
          usedLabel="Ricaricato"
          pendingTestId={(p) => `pending-${p}`}
          rows={data.limitazioni.map((l) => ({
            periodo: l.tipoPeriodo,
            limit: formatCents(l.importo),
            pending: l.importoInAttesa !== null && l.attivoDal ? RG_TEXT.pendingLabel(euroLimit(l.importoInAttesa), formatDate(l.attivoDal)) : null,
            used: formatCents(l.utilizzato),
            left: formatCents(l.disponibile),
          }))}
        />
      )}
      <LimitForm
        idPrefix="rg"
        periodi={data.periodi}
        form={form}
        label="Nuovo limite (€)"
        inputMode="decimal"
        hint={`Una riduzione vale subito; un aumento diventa attivo dopo ${Math.round(data.ritardoAumentoOre / 24)} giorni.${cap !== undefined ? ` Primo limite: massimo ${formatCents(cap)}.` : ''}`}
        submitLabel="Salva limite"
        busy={save.isPending}
        onSubmit={submit}
        result={result}
      />
    </section>
  );
}
