import { BANK_BENEFICIARY } from '@betsite/contract/deposits';

/** Beneficiary of deposits by bank transfer (shown on the deposit page; the causale names the player). */
export interface TBankDetails {
  beneficiario: string;
  banca: string;
  iban: string;
  bic: string;
  causale: string;
}

export const BANK_DETAILS: Omit<TBankDetails, 'causale'> = BANK_BENEFICIARY;
