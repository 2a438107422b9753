import { create } from 'zustand';
import type { TNewsletterItem } from '@betsite/contract/registration';
import { nextEnabledStep } from '@betsite/domain/registration-rules';

/** Everything typed so far, by the field names of the registration data (document 2 §3). */
export interface WizardData {
  nome: string;
  cognome: string;
  email: string;
  cellulare: string;
  codiceFiscale: string;
  sesso: 'M' | 'F' | '';
  dataNascita: string;
  nazioneNascitaId: number;
  comuneNascitaId: number | null;
  comuneNascitaNome: string;
  nazioneResidenzaId: number;
  indirizzoResidenza: string;
  capResidenza: string;
  comuneResidenzaId: number | null;
  comuneResidenzaNome: string;
  tipoDocumentoId: number | null;
  numeroDocumento: string;
  enteRilascioId: number | null;
  comuneRilascioId: number | null;
  comuneRilascioNome: string;
  dataRilascioDocumento: string;
  dataScadenzaDocumento: string;
  username: string;
  password: string;
  passwordConfirm: string;
  securityQuestion: number | null;
  securityAnswer: string;
  securityAnswerConfirm: string;
  depositoMassimo: number | null;
  refer: string;
  codicePromo: string;
  privacyMaggiorenneAccepted: boolean;
  privacyContrattoAccepted: boolean;
  privacyCondizioniAccepted: boolean;
  privacyDatiAccepted: boolean;
  privacyAcceptMarketing: boolean | null;
  privacyAcceptProfilazione: boolean | null;
  comunicazioniSms: boolean;
  comunicazioniPush: boolean;
  comunicazioniPosta: boolean;
  comunicazioniTelefono: boolean;
  newsletter: TNewsletterItem[];
  preRegId: number | null;
}

export const emptyWizard = (): WizardData => ({
  nome: '',
  cognome: '',
  email: '',
  cellulare: '+39',
  codiceFiscale: '',
  sesso: '',
  dataNascita: '',
  nazioneNascitaId: 181,
  comuneNascitaId: null,
  comuneNascitaNome: '',
  nazioneResidenzaId: 181,
  indirizzoResidenza: '',
  capResidenza: '',
  comuneResidenzaId: null,
  comuneResidenzaNome: '',
  tipoDocumentoId: null,
  numeroDocumento: '',
  enteRilascioId: null,
  comuneRilascioId: null,
  comuneRilascioNome: '',
  dataRilascioDocumento: '',
  dataScadenzaDocumento: '',
  username: '',
  password: '',
  passwordConfirm: '',
  securityQuestion: null,
  securityAnswer: '',
  securityAnswerConfirm: '',
  depositoMassimo: null,
  refer: '',
  codicePromo: '',
  privacyMaggiorenneAccepted: false,
  privacyContrattoAccepted: false,
  privacyCondizioniAccepted: false,
  privacyDatiAccepted: false,
  privacyAcceptMarketing: null,
  privacyAcceptProfilazione: null,
  comunicazioniSms: false,
  comunicazioniPush: false,
  comunicazioniPosta: false,
  comunicazioniTelefono: false,
  newsletter: [],
  preRegId: null,
});

interface WizardState {
  step: number;
  data: WizardData;
  /** Steps switched off (skipped in the direction of travel). */
  disabled: ReadonlySet<number>;
  /** The attempt opened by VerifyRegister. */
  numConto: string | null;
  otpVerified: { mobile: boolean; email: boolean };
  /** Set by -3 and -5: the 'Registrati' button stays disabled. */
  registerBlocked: boolean;
  /** A decode failure or 'Non me lo ricordo': step 3 is filled by hand. */
  manualBirth: boolean;
  patch(p: Partial<WizardData>): void;
  go(step: number): void;
  forward(): void;
  back(): void;
  setDisabled(s: ReadonlySet<number>): void;
  set(p: Partial<Pick<WizardState, 'numConto' | 'otpVerified' | 'registerBlocked' | 'manualBirth'>>): void;
  reset(): void;
}

export const useWizard = create<WizardState>((set, get) => ({
  step: 1,
  data: emptyWizard(),
  disabled: new Set(),
  numConto: null,
  otpVerified: { mobile: false, email: false },
  registerBlocked: false,
  manualBirth: false,
  patch: (p) => set((s) => ({ data: { ...s.data, ...p } })),
  go: (step) => set({ step }),
  forward: () => {
    const next = nextEnabledStep(get().step, 1, get().disabled);
    if (next) set({ step: next });
  },
  back: () => {
    const prev = nextEnabledStep(get().step, -1, get().disabled);
    if (prev) set({ step: prev });
  },
  setDisabled: (disabled) => set({ disabled }),
  set: (p) => set(p),
  reset: () =>
    set({
      step: 1,
      data: emptyWizard(),
      numConto: null,
      otpVerified: { mobile: false, email: false },
      registerBlocked: false,
      manualBirth: false,
    }),
}));
