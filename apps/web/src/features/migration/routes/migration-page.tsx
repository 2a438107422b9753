import { codeAndMessage } from '@betsite/domain/answer-text';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { SECURITY_QUESTIONS } from '@betsite/contract/account-field-texts';
import { MIGRATION_CODES } from '@betsite/contract/migration-codes';
import * as migrationCalls from '@betsite/contract/calls/migration';
import { MIGRATION_TEXT } from '@betsite/contract/recovery-messages';
import { botToken } from '../../../lib/bot-check.ts';
import { paths } from '../../../lib/paths.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { CheckField, ChoiceGroup, SelectField } from '../../../ui/form-controls.tsx';
import '../migration.css';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Link } from '../../../lib/link.tsx';

const loadForm = () => import('@betsite/contract/migration').then((m) => m.ZMigrationForm);

const MANDATORY_CONSENTS = [
  ['privacyMaggiorenneAccepted', 'Dichiaro di essere maggiorenne'],
  ['privacyContrattoAccepted', 'Accetto il contratto di gioco'],
  ['privacyCondizioniAccepted', 'Accetto i termini e le condizioni'],
  ['privacyDatiAccepted', "Acconsento al trattamento dei dati personali secondo l'informativa privacy"],
] as const;
const CHOICE_CONSENTS = [
  ['privacyAcceptMarketing', 'Comunicazioni commerciali e promozioni (marketing)'],
  ['privacyAcceptProfilazione', 'Profilazione delle mie preferenze di gioco'],
] as const;
const YES_NO = [
  { value: 'true', label: 'Acconsento' },
  { value: 'false', label: 'Non acconsento' },
];

/** /account/migration: a multi-account player becomes a single account (document 2 §2, §4). */
export default function MigrationPage() {
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  // The link's values, also given to the inputs as their initial value: the server draws the form
  // already filled, so the player never sees it empty before the scripts arrive.
  const prefill = { codiceFiscale: params.get('cf')?.toUpperCase() ?? '', inv: params.get('inv') ?? '', username: params.get('username') ?? '' };
  // The schema (and zod) load on the first validation, not with the page.
  const { register, handleSubmit, control, setValue, setError, formState } = useSchemaForm(loadForm, {
    ...prefill,
    password: '',
    passwordConfirm: '',
    securityQuestion: '',
    securityAnswer: '',
    securityAnswerConfirm: '',
    privacyMaggiorenneAccepted: false,
    privacyContrattoAccepted: false,
    privacyCondizioniAccepted: false,
    privacyDatiAccepted: false,
  });
  const errors = formState.errors;

  const selectAll = () => {
    for (const [name] of [...MANDATORY_CONSENTS, ...CHOICE_CONSENTS]) setValue(name, true, { shouldValidate: true, shouldTouch: true });
  };

  const migration = useCallMutation(migrationCalls.MigrateUser, {
    onSuccess: (d) => {
      setDone(d.username);
      window.scrollTo({ top: 0 });
    },
    // A taken username goes under its field; any other refusal or failure to the dialog, with its code.
    onError: formOnError(setError, (text, err) => {
      if (err instanceof Refusal && err.code === MIGRATION_CODES.USERNAME_TAKEN) return setError('username', { message: err.message }, { shouldFocus: true });
      showDialog({ title: 'Si è verificato un errore', text: err instanceof Refusal ? codeAndMessage(err.code, err.message) : text, tone: 'error' });
    }),
  });
  // The call carries a bot-check token (document 2 §7), as the registration's and the login's do.
  const onSubmit = handleSubmit(async ({ securityAnswerConfirm: _repeat, ...values }) =>
    migration.mutate({ body: { ...values, recaptcha: await botToken('migrate_user') } }),
  );

  if (done) {
    return (
      <section className="page page--narrow migration">
        <div className="card migration__done" role="status">
          <h1>{MIGRATION_TEXT.done}</h1>
          <p>{MIGRATION_TEXT.nickname(done)}</p>
          <p className="migration__nickname">@{done}</p>
          <Link className="btn btn--primary btn--block" to={paths.login}>
            {MIGRATION_TEXT.login}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="page page--narrow migration">
      <div className="card">
        <h1>{MIGRATION_TEXT.title}</h1>
        <p className="muted">{MIGRATION_TEXT.intro}</p>
        <form noValidate className="stack" onSubmit={(e) => void onSubmit(e)}>
          <fieldset className="migration__group">
            <legend>I tuoi conti</legend>
            <div className="form-grid form-grid--2">
              <Field
                label="Codice fiscale"
                autoCapitalize="characters"
                maxLength={16}
                error={errors.codiceFiscale?.message}
                defaultValue={prefill.codiceFiscale}
                {...register('codiceFiscale')}
              />
              <Field label="Codice invito" autoComplete="off" error={errors.inv?.message} defaultValue={prefill.inv} {...register('inv')} />
            </div>
          </fieldset>

          <fieldset className="migration__group">
            <legend>Nuove credenziali</legend>
            <div className="form-grid form-grid--2">
              <div className="form-grid__full">
                <Field
                  label="Username"
                  autoComplete="username"
                  hint="Almeno 6 caratteri, solo lettere e numeri"
                  error={errors.username?.message}
                  defaultValue={prefill.username}
                  {...register('username')}
                />
              </div>
              <Field
                label="Password"
                type="password"
                revealable
                autoComplete="new-password"
                hint="Da 8 caratteri, con almeno una lettera e un numero, senza spazi"
                error={errors.password?.message}
                {...register('password')}
              />
              <Field
                label="Ripeti password"
                type="password"
                revealable
                autoComplete="new-password"
                error={errors.passwordConfirm?.message}
                {...register('passwordConfirm')}
              />
            </div>
          </fieldset>

          <fieldset className="migration__group">
            <legend>Domanda segreta</legend>
            <div className="form-grid form-grid--2">
              <div className="form-grid__full">
                <SelectField
                  label="Domanda"
                  placeholder="Scegli una domanda"
                  options={SECURITY_QUESTIONS.map((q) => ({ value: q.id, label: q.question }))}
                  error={errors.securityQuestion?.message}
                  {...register('securityQuestion')}
                />
              </div>
              <Field label="Risposta" autoComplete="off" error={errors.securityAnswer?.message} {...register('securityAnswer')} />
              <Field label="Ripeti risposta" autoComplete="off" error={errors.securityAnswerConfirm?.message} {...register('securityAnswerConfirm')} />
            </div>
          </fieldset>

          <fieldset className="migration__group">
            <legend>Consensi</legend>
            <button type="button" className="btn btn--outline btn--sm migration__all" onClick={selectAll}>
              Seleziona tutti
            </button>
            {MANDATORY_CONSENTS.map(([name, label]) => (
              <CheckField key={name} label={label} error={errors[name]?.message} {...register(name)} />
            ))}
            {CHOICE_CONSENTS.map(([name, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <ChoiceGroup
                    legend={label}
                    name={name}
                    options={YES_NO}
                    value={field.value === undefined ? undefined : String(field.value)}
                    onChange={(v) => field.onChange(v === 'true')}
                    onBlur={field.onBlur}
                    error={errors[name]?.message}
                  />
                )}
              />
            ))}
          </fieldset>

          <button type="submit" className="btn btn--primary btn--block" disabled={migration.isPending} aria-busy={migration.isPending}>
            Migra il conto
          </button>
        </form>
      </div>
    </section>
  );
}
