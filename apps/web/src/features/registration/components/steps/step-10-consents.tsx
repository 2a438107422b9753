import { codeAndMessage } from '@betsite/domain/answer-text';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as registrationCalls from '@betsite/contract/calls/registration';
import { REG_CODES } from '@betsite/contract/registration-codes';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { useSiteVariable } from '../../../../lib/site-config.ts';
import { paths } from '../../../../lib/paths.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { showDialog } from '../../../../ui/dialogs.tsx';
import { useDefaultNewsletter } from '../../api/catalogue-queries.ts';
import { callResult } from '../../../../lib/call-api.ts';
import { botToken } from '../../../../lib/bot-check.ts';
import { storedReferral } from '../../lib/referral-storage.ts';
import { showRegistrationError, useRegistrationSubmit } from '../../use-registration-submit.ts';
import { useWizard } from '../../wizard-store.ts';
import { ConsentBox, RadioGroup } from '../form-controls.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';
import { Link } from '../../../../lib/link.tsx';

const MUST = ['privacyMaggiorenneAccepted', 'privacyContrattoAccepted', 'privacyCondizioniAccepted', 'privacyDatiAccepted'] as const;
const CHANNELS = [
  ['comunicazioniSms', 'SMS'],
  ['comunicazioniPush', 'Notifiche push'],
  ['comunicazioniPosta', 'Posta'],
  ['comunicazioniTelefono', 'Telefono'],
] as const;

/** Step 10: consents with 'Select all'; 'Registrati' runs VerifyRegister and acts on its code (document 2 §4). */
export function StepConsents() {
  const { data, patch, go, set, registerBlocked } = useWizard();
  const contractUrl = useSiteVariable('ContrattoDiGioco_Url');
  const newsletters = useDefaultNewsletter();
  const submitRegistration = useRegistrationSubmit();
  const [traffic, setTraffic] = useState(false);
  const [blockedText, setBlockedText] = useState<string | null>(null);
  const [modifyText, setModifyText] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, watch, trigger } = useStepForm(() => stepSchemas().then((m) => m.ZStep10), {
    privacyMaggiorenneAccepted: data.privacyMaggiorenneAccepted,
    privacyContrattoAccepted: data.privacyContrattoAccepted,
    privacyCondizioniAccepted: data.privacyCondizioniAccepted,
    privacyDatiAccepted: data.privacyDatiAccepted,
    privacyAcceptMarketing: data.privacyAcceptMarketing ?? undefined,
    privacyAcceptProfilazione: data.privacyAcceptProfilazione ?? undefined,
    comunicazioniSms: data.comunicazioniSms,
    comunicazioniPush: data.comunicazioniPush,
    comunicazioniPosta: data.comunicazioniPosta,
    comunicazioniTelefono: data.comunicazioniTelefono,
  });
  const e = formState.errors;
  const values = watch();
  const [letters, setLetters] = useState(data.newsletter);
  useEffect(() => {
    if (!letters.length && newsletters.data?.length) setLetters(newsletters.data);
  }, [newsletters.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const allSelected =
    MUST.every((k) => values[k] === true) &&
    values.privacyAcceptMarketing === true &&
    values.privacyAcceptProfilazione === true &&
    letters.every((l) => l.accettatoField) &&
    CHANNELS.every(([k]) => values[k] === true);
  const selectAll = (on: boolean) => {
    for (const k of MUST) setValue(k, on, { shouldValidate: formState.isSubmitted });
    for (const [k] of CHANNELS) setValue(k, on);
    setValue('privacyAcceptMarketing', on, {
      shouldValidate: formState.isSubmitted,
    });
    setValue('privacyAcceptProfilazione', on, {
      shouldValidate: formState.isSubmitted,
    });
    setLetters((ls) => ls.map((l) => ({ ...l, accettatoField: on })));
    if (formState.isSubmitted) void trigger();
  };

  /** VerifyRegister, and what each of its codes leads to (document 2 §4): -100, -200, -300 are no failure. */
  const verification = useMutation({
    mutationFn: async () => {
      const d = useWizard.getState().data;
      return callResult(registrationCalls.VerifyRegister, {
        body: {
          SkinName: 'betsite',
          CodiceFiscale: d.codiceFiscale,
          Email: d.email,
          Mobile: d.cellulare,
          Father: storedReferral('father'),
          Recaptcha: await botToken('verify_register'),
          Nome: d.nome,
          Cognome: d.cognome,
          Sesso: d.sesso || null,
          DataNascita: d.dataNascita || null,
          CodicePromo: d.codicePromo || null,
        },
      });
    },
    onMutate: () => setModifyText(null),
    onSuccess: async (r) => {
      const { code, message, numConto } = r.ok
        ? { code: REG_CODES.OK, message: r.message, numConto: r.data.numConto }
        : { code: r.refusal.code, message: r.refusal.message, numConto: r.refusal.data?.numConto ?? null };
      switch (code) {
        case REG_CODES.OK:
        case REG_CODES.OTP_EXISTING:
          set({ numConto, otpVerified: { mobile: false, email: false } });
          go(11);
          return;
        case REG_CODES.DIRECT_VERIFIED:
        case REG_CODES.DIRECT_NO_OTP:
          set({ numConto });
          await submitRegistration();
          return;
        case REG_CODES.ANOMALOUS_TRAFFIC:
          set({ registerBlocked: true });
          setTraffic(true);
          return;
        case REG_CODES.BLOCKED:
          set({ registerBlocked: true });
          setBlockedText(message || REG_TEXT.blockedCf);
          return;
        case REG_CODES.INCONSISTENT:
          setModifyText(message || REG_TEXT.inconsistentData);
          return;
        case REG_CODES.COUPON:
          showDialog({
            title: 'Attenzione!',
            text: message || REG_TEXT.couponWarning,
            tone: 'warning',
            buttons: [
              {
                label: 'Rimuovi il codice',
                primary: true,
                onClick: () => go(9),
              },
            ],
          });
          return;
        default:
          showDialog({
            title: REG_TEXT.errorTitle,
            text: codeAndMessage(code, message),
            tone: 'error',
          });
      }
    },
    onError: showRegistrationError,
  });

  const onSubmit = handleSubmit((v) => {
    patch({
      ...v,
      comunicazioniSms: Boolean(v.comunicazioniSms),
      comunicazioniPush: Boolean(v.comunicazioniPush),
      comunicazioniPosta: Boolean(v.comunicazioniPosta),
      comunicazioniTelefono: Boolean(v.comunicazioniTelefono),
      newsletter: letters,
    });
    verification.mutate();
  });

  return (
    <StepLayout
      title="Consensi"
      onSubmit={(ev) => void onSubmit(ev)}
      submitLabel="Registrati"
      submitDisabled={registerBlocked}
      busy={verification.isPending}
      extra={
        modifyText && (
          <button type="button" className="btn btn--outline btn--block" onClick={() => go(1)}>
            {REG_TEXT.modifyData}
          </button>
        )
      }
    >
      <label className="checkbox reg-select-all">
        <input type="checkbox" checked={allSelected} onChange={(ev) => selectAll(ev.target.checked)} /> <span>Seleziona tutti</span>
      </label>
      <ConsentBox label="Dichiaro di essere maggiorenne" error={e.privacyMaggiorenneAccepted?.message} {...register('privacyMaggiorenneAccepted')} />
      <ConsentBox
        label={
          <>
            Accetto il{' '}
            <a href={contractUrl ?? '#'} target="_blank" rel="noreferrer">
              contratto di gioco
            </a>
          </>
        }
        error={e.privacyContrattoAccepted?.message}
        {...register('privacyContrattoAccepted')}
      />
      <ConsentBox label="Accetto i termini e le condizioni" error={e.privacyCondizioniAccepted?.message} {...register('privacyCondizioniAccepted')} />
      <ConsentBox
        label="Acconsento al trattamento dei dati personali (informativa privacy)"
        error={e.privacyDatiAccepted?.message}
        {...register('privacyDatiAccepted')}
      />
      <RadioGroup legend="Consenso a comunicazioni commerciali (marketing)" error={e.privacyAcceptMarketing?.message}>
        <YesNo value={values.privacyAcceptMarketing} onChange={(v) => setValue('privacyAcceptMarketing', v, { shouldValidate: true })} />
      </RadioGroup>
      <RadioGroup legend="Consenso alla profilazione" error={e.privacyAcceptProfilazione?.message}>
        <YesNo value={values.privacyAcceptProfilazione} onChange={(v) => setValue('privacyAcceptProfilazione', v, { shouldValidate: true })} />
      </RadioGroup>
      <fieldset className="reg-radios">
        <legend>Come preferisci essere contattato</legend>
        {CHANNELS.map(([k, label]) => (
          <label key={k} className="checkbox">
            <input type="checkbox" {...register(k)} /> <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {letters.length > 0 && (
        <fieldset className="reg-radios">
          <legend>Newsletter</legend>
          {letters.map((l, i) => (
            <label key={l.flag_consensoField} className="checkbox">
              <input
                type="checkbox"
                checked={l.accettatoField}
                onChange={(ev) => setLetters((ls) => ls.map((x, j) => (j === i ? { ...x, accettatoField: ev.target.checked } : x)))}
              />{' '}
              <span>{l.descrizioneField}</span>
            </label>
          ))}
        </fieldset>
      )}
      {blockedText && (
        <p className="reg-alert" role="alert">
          {blockedText}
        </p>
      )}
      {modifyText && (
        <p className="reg-alert" role="alert">
          {modifyText}
        </p>
      )}
      <Modal
        open={traffic}
        title="Attenzione!"
        tone="error"
        onClose={() => setTraffic(false)}
        footer={
          <Link className="btn btn--primary" to={paths.help}>
            Assistenza clienti
          </Link>
        }
      >
        <p>{REG_TEXT.anomalousTraffic}</p>
      </Modal>
    </StepLayout>
  );
}

/** The 'Sì' / 'No' pair of a consent that must be answered either way (no answer is chosen at first). */
function YesNo({ value, onChange }: { value: boolean | null | undefined; onChange(v: boolean): void }) {
  return (
    <>
      {([true, false] as const).map((option) => (
        <label key={String(option)} className="reg-radio">
          <input type="radio" checked={value === option} onChange={() => onChange(option)} /> {option ? 'Sì' : 'No'}
        </label>
      ))}
    </>
  );
}
