import { formatCents } from '@betsite/domain/money';
import { depositLimitChoices } from '@betsite/domain/registration-rules';
import { useSiteVariable } from '../../../../lib/site-config.ts';
import { useWizard } from '../../wizard-store.ts';
import { SelectField } from '../../../../ui/form-controls.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 8: the maximum weekly deposit, from the fixed list sorted by DepositLimit_SortDescending. */
export function StepDeposit() {
  const { data, patch, forward } = useWizard();
  const descending = useSiteVariable('DepositLimit_SortDescending') === 'true';
  const { register, handleSubmit, formState } = useStepForm(() => stepSchemas().then((m) => m.ZStep8), {
    depositoMassimo: data.depositoMassimo ?? ('' as never),
  });
  const onSubmit = handleSubmit((v) => {
    patch(v);
    forward();
  });
  return (
    <StepLayout title="Limite di deposito" onSubmit={(ev) => void onSubmit(ev)}>
      <p className="reg-step__intro">
        Scegli l'importo massimo che potrai depositare ogni settimana. Potrai modificarlo in seguito dall'area Gioco Consapevole.
      </p>
      <SelectField
        label="Deposito massimo settimanale"
        placeholder="Seleziona un importo"
        error={formState.errors.depositoMassimo?.message}
        options={depositLimitChoices(descending).map((v) => ({
          value: v,
          label: formatCents(v * 100, { whole: true }),
        }))}
        {...register('depositoMassimo')}
      />
    </StepLayout>
  );
}
