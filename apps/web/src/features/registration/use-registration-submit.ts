import { codeAndMessage } from '@betsite/domain/answer-text';
import { useNavigate } from 'react-router';
import { REG_CODES } from '@betsite/contract/registration-codes';
import { callResult } from '../../lib/call-api.ts';
import type { TRegisterRequest } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import type { TUserData } from '@betsite/contract/session';
import { paths } from '../../lib/paths.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { write } from '../../lib/storage.ts';
import { showDialog } from '../../ui/dialogs.tsx';
import { useSiteModule } from '../../lib/site-config.ts';
import { useSession } from '../../lib/session-store.ts';
import { REGISTER_CALL, type RegisterEndpoint } from './api/registration-calls.ts';
import { botToken } from '../../lib/bot-check.ts';
import { storedReferral } from './lib/referral-storage.ts';
import { useWizard, type WizardData } from './wizard-store.ts';

/** Where the confirmation page (/account/registration/confirm) reads what was just registered. */
export const REGISTRATION_RESULT_KEY = 'betsite.registration.result';

/** Which field lives on which step, to send the player back to the step of a server error. */
// prettier-ignore
const FIELD_STEP: Record<string, number> = {
  nome: 1, cognome: 1, email: 1, cellulare: 1, mobile: 1,
  sesso: 3, dataNascita: 3, nazioneNascitaId: 3, comuneNascitaId: 3, codiceFiscale: 3,
  nazioneResidenzaId: 4, indirizzoResidenza: 4, capResidenza: 4, comuneResidenzaId: 4,
  tipoDocumentoId: 5, numeroDocumento: 5, enteRilascioId: 5, comuneRilascioId: 5, dataRilascioDocumento: 5, dataScadenzaDocumento: 5,
  username: 6, password: 6, passwordConfirm: 6,
  securityQuestion: 7, securityAnswer: 7, securityAnswerConfirm: 7,
  depositoMassimo: 8, refer: 9, codicePromo: 9,
};
export const stepOfField = (field: string): number | undefined => FIELD_STEP[field] ?? FIELD_STEP[field.charAt(0).toLowerCase() + field.slice(1)];

const isoDateTime = (d: string) => `${d}T00:00:00.000Z`;

export function buildRegisterRequest(d: WizardData, numConto: string | null, recaptcha: string, isMulti: boolean): TRegisterRequest {
  return {
    nome: d.nome,
    cognome: d.cognome,
    email: d.email,
    cellulare: d.cellulare,
    codiceFiscale: d.codiceFiscale,
    sesso: d.sesso as 'M' | 'F',
    dataNascita: isoDateTime(d.dataNascita),
    nazioneNascitaId: d.nazioneNascitaId,
    comuneNascitaId: d.comuneNascitaId ?? -1,
    nazioneResidenzaId: d.nazioneResidenzaId,
    indirizzoResidenza: d.indirizzoResidenza,
    capResidenza: d.capResidenza,
    comuneResidenzaId: d.comuneResidenzaId ?? -1,
    tipoDocumentoId: d.tipoDocumentoId ?? 0,
    numeroDocumento: d.numeroDocumento,
    enteRilascioId: d.enteRilascioId ?? 0,
    comuneRilascioId: d.comuneRilascioId ?? -1,
    dataRilascioDocumento: isoDateTime(d.dataRilascioDocumento),
    dataScadenzaDocumento: isoDateTime(d.dataScadenzaDocumento),
    username: d.username,
    password: d.password,
    passwordConfirm: d.passwordConfirm,
    securityQuestion: d.securityQuestion ?? 0,
    securityAnswer: d.securityAnswer,
    securityAnswerConfirm: d.securityAnswerConfirm,
    depositoMassimo: d.depositoMassimo ?? 0,
    refer: d.refer || null,
    codicePromo: d.codicePromo || null,
    father: storedReferral('father'),
    promozione: storedReferral('promo'),
    btag: storedReferral('btag'),
    btagType: storedReferral('btagType'),
    sourceId: storedReferral('vneid'),
    privacyMaggiorenneAccepted: d.privacyMaggiorenneAccepted,
    privacyContrattoAccepted: d.privacyContrattoAccepted,
    privacyCondizioniAccepted: d.privacyCondizioniAccepted,
    privacyDatiAccepted: d.privacyDatiAccepted,
    privacyAcceptMarketing: Boolean(d.privacyAcceptMarketing),
    privacyAcceptProfilazione: Boolean(d.privacyAcceptProfilazione),
    comunicazioniSms: d.comunicazioniSms,
    comunicazioniPush: d.comunicazioniPush,
    comunicazioniPosta: d.comunicazioniPosta,
    comunicazioniTelefono: d.comunicazioniTelefono,
    newsletter: d.newsletter,
    numconto: numConto,
    isMulti,
    PreReg: d.preRegId,
    recaptcha,
    currentSiteReferrer: document.referrer ? document.referrer.slice(0, 500) : null,
  };
}

/** Shows a server or network failure the way the specification words it. */
export function showRegistrationError(err: unknown): void {
  if (err instanceof ApiError && err.fieldErrors.length) {
    const first = err.fieldErrors[0]!;
    const step = stepOfField(first.field);
    showDialog({
      title: REG_TEXT.errorTitle,
      text: first.message,
      tone: 'error',
    });
    if (step) useWizard.getState().go(step);
    return;
  }
  const text = err instanceof NetworkError || !(err instanceof ApiError) ? REG_TEXT.networkError : err.message;
  showDialog({ title: REG_TEXT.errorTitle, text, tone: 'error' });
}

/** The final registration: endpoint choice, auto-login, confirmation page. */
export function useRegistrationSubmit() {
  const navigate = useNavigate();
  const newRegistration = useSiteModule('NewRegistration');
  return async (): Promise<boolean> => {
    const { data, numConto } = useWizard.getState();
    // Document 2 §4: with NewRegistration always Register (isMulti when an account number exists);
    // otherwise an account number selects RegisterMulti, else RegisterUser.
    const endpoint: RegisterEndpoint = newRegistration ? 'Register' : numConto ? 'RegisterMulti' : 'RegisterUser';
    try {
      const res = await callResult(REGISTER_CALL[endpoint], { body: buildRegisterRequest(data, numConto, await botToken('register'), Boolean(numConto)) });
      if (!res.ok) {
        showDialog({
          title: REG_TEXT.errorTitle,
          text: codeAndMessage(res.refusal.code, res.refusal.message),
          tone: 'error',
        });
        if (res.refusal.code === REG_CODES.COUPON) useWizard.getState().go(9);
        return false;
      }
      const r = res.data;
      write(
        REGISTRATION_RESULT_KEY,
        JSON.stringify({
          numeroContratto: r.numeroContratto,
          username: r.username,
          email: data.email,
          cellulare: data.cellulare,
          at: Date.now(),
        }),
        sessionStorage,
      );
      if (r.Token && r.UserData)
        useSession.getState().setLogin({
          token: r.Token,
          user: r.UserData as TUserData,
          clientSettings: null,
          remember: false,
        });
      useWizard.getState().reset();
      void navigate(paths.registrationConfirm, { replace: true });
      return true;
    } catch (err) {
      showRegistrationError(err);
      return false;
    }
  };
}
