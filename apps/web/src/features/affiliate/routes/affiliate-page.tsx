import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { ANNI_SETTORE } from '@betsite/contract/affiliate-options';
import * as affiliateCalls from '@betsite/contract/calls/affiliate';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { AFFILIATE_TEXT } from '@betsite/contract/recovery-messages';
import { paths } from '../../../lib/paths.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ChoiceGroup, SelectField, TextAreaField } from '../../../ui/form-controls.tsx';
import { useSiteVariable } from '../../../lib/site-config.ts';
import { callForm } from '../../../lib/call-form.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Link } from '../../../lib/link.tsx';
import '../affiliate.css';

const YES_NO = [
  { value: '1', label: 'Sì' },
  { value: '0', label: 'No' },
];

/** /account/affiliate: the affiliate application (document 2 §2, §3, §5). */
export default function AffiliatePage() {
  const supportEmail = useSiteVariable('SupportEmail');
  const [sent, setSent] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  // The schema (and zod) load when the player first focuses a field, not with the page; validated
  // while typing, so the submit button can be disabled until the form is valid (waitForPreload).
  const { register, handleSubmit, control, setError, formState, preload } = useSchemaForm(
    () => import('@betsite/contract/affiliate').then((m) => m.ZAffiliateFields),
    {
      fname: '',
      rsociale: '',
      userid: '',
      cellulare: '+39',
      email: '',
      provincia: '',
      social: '',
      fatturato: '',
      infos: '',
      request: 'affiliazione',
    },
    { mode: 'onChange' },
    { waitForPreload: true },
  );
  const errors = formState.errors;
  const isCliente = useWatch({ control, name: 'iscliente' }) === '1';

  const application = useMutation({
    mutationFn: (body: CallBody<typeof affiliateCalls.Apply>) => callForm(affiliateCalls.Apply, body),
    onSuccess: ({ data, message }) => data.success && setSent(message ?? AFFILIATE_TEXT.successText),
    // Field errors are shown; any other failure is ignored silently, as the specification says.
    onError: formOnError(setError, () => {}),
  });
  const onSubmit = handleSubmit((v) =>
    application.mutate({
      ...v,
      userid: (v.iscliente === '1' && v.userid) || undefined,
      social: v.social ?? undefined,
      fatturato: v.fatturato ?? undefined,
      infos: v.infos ?? undefined,
      umail: supportEmail,
      host: window.location.host,
    }),
  );

  return (
    <section className="page affiliate">
      <div className="affiliate__banner">
        <p className="affiliate__kicker">Programma affiliazione</p>
        <h1>{AFFILIATE_TEXT.title}</h1>
        <p>
          Hai un punto vendita, una community o un sito? Porta i tuoi clienti sul nostro sito e guadagna con noi. Compila il modulo: il nostro team ti
          ricontatterà.
        </p>
      </div>
      <div className="card affiliate__card">
        <form noValidate className="form-grid form-grid--2" onFocusCapture={preload} onSubmit={(e) => void onSubmit(e)}>
          <Field label="Nome e cognome *" autoComplete="name" error={errors.fname?.message} {...register('fname')} />
          <Field label="Ragione sociale *" autoComplete="organization" error={errors.rsociale?.message} {...register('rsociale')} />
          <Controller
            control={control}
            name="iscliente"
            render={({ field }) => (
              <ChoiceGroup
                legend="Sei già nostro cliente? *"
                name="iscliente"
                options={YES_NO}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.iscliente?.message}
              />
            )}
          />
          {isCliente ? (
            <Field label="User ID" autoComplete="username" error={errors.userid?.message} {...register('userid')} />
          ) : (
            <div className="affiliate__spacer" aria-hidden="true" />
          )}
          <Field label="Cellulare *" type="tel" autoComplete="tel" error={errors.cellulare?.message} {...register('cellulare')} />
          <Field label="Email *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Field label="Provincia *" autoComplete="address-level2" error={errors.provincia?.message} {...register('provincia')} />
          <Field label="Social (pagina o profilo)" type="url" placeholder="https://" error={errors.social?.message} {...register('social')} />
          <Field label="Fatturato settimanale previsto (€)" inputMode="numeric" error={errors.fatturato?.message} {...register('fatturato')} />
          <SelectField
            label="Anni nel settore *"
            placeholder="Seleziona"
            options={ANNI_SETTORE}
            error={errors.annisettore?.message}
            {...register('annisettore')}
          />
          <div className="form-grid__full">
            <Controller
              control={control}
              name="iscommerciale"
              render={({ field }) => (
                <ChoiceGroup
                  legend="Hai un'attività commerciale? *"
                  name="iscommerciale"
                  options={YES_NO}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.iscommerciale?.message}
                />
              )}
            />
          </div>
          <div className="form-grid__full">
            <TextAreaField label="Informazioni aggiuntive" maxLength={2000} error={errors.infos?.message} {...register('infos')} />
          </div>
          <input type="hidden" {...register('request')} />
          <div className="form-grid__full affiliate__actions">
            <p className="muted">* campi obbligatori</p>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={!formState.isValid || application.isPending || sent !== null}
              aria-busy={application.isPending}
            >
              {sent !== null ? AFFILIATE_TEXT.sent : AFFILIATE_TEXT.send}
            </button>
          </div>
        </form>
      </div>
      <Modal
        open={sent !== null && !closed}
        title={AFFILIATE_TEXT.success}
        tone="success"
        onClose={() => setClosed(true)}
        footer={
          <Link className="btn btn--primary" to={paths.home}>
            Torna alla home
          </Link>
        }
      >
        <p>{sent}</p>
      </Modal>
    </section>
  );
}
