import { useMutation } from '@tanstack/react-query';
import * as registrationCalls from '@betsite/contract/calls/registration';
import type { z } from '@betsite/contract/zod';
import { ITALY_ID } from '@betsite/contract/registration-codes';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { decodeCodiceFiscale } from '@betsite/domain/codice-fiscale';
import { Field } from '../../../../ui/field.tsx';
import { showDialog } from '../../../../ui/dialogs.tsx';
import { callApi } from '../../../../lib/call-api.ts';
import { codiceFiscaleRefusal } from '../../lib/cf-check.ts';
import { useWizard } from '../../wizard-store.ts';
import { StepLayout } from '../step-layout.tsx';
import type { ZStep2Form } from '../../lib/step-schemas.ts';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 2: the fiscal code, decoded to prefill step 3; 'Non me lo ricordo' skips to step 3. */
export function StepFiscalCode() {
  const { data, patch, forward, go, set } = useWizard();
  const { register, handleSubmit, formState, setError } = useStepForm(() => stepSchemas().then((m) => m.ZStep2Form), {
    codiceFiscale: data.codiceFiscale,
  });

  const manual = () => {
    set({ manualBirth: true });
    showDialog({
      title: REG_TEXT.errorTitle,
      text: `${REG_TEXT.cfDecodeError}\n${REG_TEXT.cfManual}`,
      tone: 'warning',
    });
    forward();
  };

  /** The duplicate check, then the birth place the code's cadastral code stands for (any failure: the data by hand). */
  const check = useMutation({
    mutationFn: async (cf: string) => {
      const refused = await codiceFiscaleRefusal(cf);
      if (refused) return setError('codiceFiscale', { message: refused });
      patch({ codiceFiscale: cf });
      const decoded = decodeCodiceFiscale(cf);
      if (!decoded) return manual();
      patch({ sesso: decoded.sex, dataNascita: decoded.bornDate });
      const p = await callApi(registrationCalls.ReversedCF, { query: { catastale: decoded.catastale } }).catch(() => null);
      if (!p) return manual();
      patch(
        p.Estero
          ? {
              nazioneNascitaId: p.NazioneId,
              comuneNascitaId: 0,
              comuneNascitaNome: 'ESTERO',
            }
          : {
              nazioneNascitaId: ITALY_ID,
              comuneNascitaId: p.Id,
              comuneNascitaNome: p.Nome,
            },
      );
      set({ manualBirth: false });
      forward();
    },
  });
  const onSubmit = handleSubmit((v: z.output<typeof ZStep2Form>) => check.mutateAsync(v.codiceFiscale));

  return (
    <StepLayout
      title="Codice fiscale"
      onSubmit={(ev) => void onSubmit(ev)}
      busy={check.isPending}
      extra={
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => {
            patch({ codiceFiscale: '' });
            set({ manualBirth: true });
            go(3);
          }}
        >
          Non me lo ricordo
        </button>
      }
    >
      <p className="reg-step__intro">Inserisci il tuo codice fiscale: compileremo per te i dati di nascita.</p>
      <Field
        label="Codice fiscale"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={16}
        className="reg-upper"
        error={formState.errors.codiceFiscale?.message}
        {...register('codiceFiscale')}
      />
    </StepLayout>
  );
}
