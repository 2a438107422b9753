import type { TIdName, TNewsletterItem } from '@betsite/contract/registration';

/** Who issued an identity document (GetEmittenteDocumento). */
export const DOCUMENT_ISSUERS: TIdName[] = [
  { Id: 1, Nome: 'Comune' },
  { Id: 2, Nome: 'Questura' },
  { Id: 3, Nome: 'Prefettura' },
  { Id: 4, Nome: 'Motorizzazione Civile' },
  { Id: 5, Nome: 'Ministero degli Affari Esteri' },
  { Id: 6, Nome: 'Ministero dei Trasporti' },
];

/** Document states (GetTipiStatoDocumenti): 0 ok, 3 warning, others danger (document 2 §3). */
export const DOCUMENT_STATES: TIdName[] = [
  { Id: 0, Nome: 'Validati' },
  { Id: 1, Nome: 'Non validi' },
  { Id: 2, Nome: 'Scaduti' },
  { Id: 3, Nome: 'In attesa di verifica' },
];

/** The newsletters offered at registration (GetDefaultNewsletter), all unticked by default. */
export const DEFAULT_NEWSLETTERS: TNewsletterItem[] = [
  {
    accettatoField: false,
    descrizioneField: 'Novità e promozioni scommesse sportive',
    famigliaField: 'SPORT',
    flag_consensoField: 'NL_SPORT',
    giocoField: 'Scommesse',
  },
  {
    accettatoField: false,
    descrizioneField: 'Novità e promozioni casinò',
    famigliaField: 'CASINO',
    flag_consensoField: 'NL_CASINO',
    giocoField: 'Casinò',
  },
];
