import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_LIMIT_CENTS } from '@betsite/contract/responsible-gaming-limits';
import type { TLimitazioniData, TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { REQUIRED } from '@betsite/contract/form-texts';
import { ApiError, errorText } from '../../../lib/api.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { parseEuroToCents } from '@betsite/domain/money';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { LimitForm, LimitHistory, type LimitResult } from './limit-parts.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';

/** The deposit-limit form: limits in force, raises waiting, and a new limit per period. */
export function LimitSection({ data }: { data: TLimitazioniData }) {
  const queryClient = useQueryClient();
  const updateUser = useSession((s) => s.updateUser);
  const [periodo, setPeriodo] = useState<TLimitPeriod>(data.periodi.includes('WW') ? 'WW' : data.periodi[0]!);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<LimitResult>(null);
  const save = useMutation({
    mutationFn: (cents: number) => callAnswer(rgCalls.SaveLimitazione, { body: { cookieId: null, importo: cents, numVoltePeriodo: 1, tipoPeriodo: periodo } }),
    onSuccess: async ({ message }) => {
      setResult({ tone: 'success', text: message ?? RG_TEXT.saved });
      setAmount('');
      // The -6443 notice ends with the first saved limit.
      updateUser({ depositLimitSet: true });
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.EL_GetLimitazioniDeposito) });
    },
    // A 400 is the amount's (under the field); a refusal or a failure is the form's answer.
    onError: (err) => (err instanceof ApiError && err.status === 400 ? setError(err.message) : setResult({ tone: 'error', text: errorText(err) })),
  });
  const current = data.limitazioni.find((l) => l.tipoPeriodo === periodo);
  const cap = !current ? data.tettoPrimoLimite?.[periodo] : undefined;

  const submit = () => {
    setResult(null);
    const parsed = amount.trim() ? parseEuroToCents(amount.replace('€', '')) : null;
    const cents = parsed !== null && parsed > 0 ? parsed : null;
    if (!amount.trim()) return setError(REQUIRED);
    if (cents === null) return setError(RG_TEXT.amountInvalid);
    if (cents > MAX_LIMIT_CENTS) return setError(RG_TEXT.amountTooHigh('99.000'));
    if (cap !== undefined && cents > cap) return setError(RG_TEXT.firstLimitCap(euroLimit(cap)));
    setError(null);
    save.mutate(cents);
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
        periodo={periodo}
        onPeriodo={setPeriodo}
        label="Nuovo limite (€)"
        inputMode="decimal"
        value={amount}
        onValue={setAmount}
        error={error}
        hint={`Una riduzione vale subito; un aumento diventa attivo dopo ${Math.round(data.ritardoAumentoOre / 24)} giorni.${cap !== undefined ? ` Primo limite: massimo ${formatCents(cap)}.` : ''}`}
        submitLabel="Salva limite"
        busy={save.isPending}
        onSubmit={submit}
        result={result}
      />
    </section>
  );
}
