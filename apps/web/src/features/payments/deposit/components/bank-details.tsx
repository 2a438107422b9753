import { BANK_BENEFICIARY as BANK } from '@betsite/contract/deposit-codes';
import type { TRicaricaData } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';

/** Bank transfer: beneficiary and bank details, with the username in the causale. */
export function BankDetails({ username, data }: { username: string; data?: TRicaricaData | null }) {
  const bank = data?.bank;
  return (
    <div className="deposit-bank">
      <dl>
        <dt>Beneficiario</dt>
        <dd>{bank?.beneficiario ?? BANK.beneficiario}</dd>
        <dt>Banca</dt>
        <dd>{bank?.banca ?? BANK.banca}</dd>
        <dt>IBAN</dt>
        <dd className="deposit-bank__iban">{bank?.iban ?? BANK.iban}</dd>
        <dt>BIC/SWIFT</dt>
        <dd>{bank?.bic ?? BANK.bic}</dd>
        <dt>Causale</dt>
        <dd>{bank?.causale ?? `Ricarica ${username}`}</dd>
      </dl>
      <p className="notice notice--info">{DEPOSIT_TEXT.bankReason}</p>
      <p className="muted">{DEPOSIT_TEXT.bankDays}</p>
      {data?.page && (
        <p className="muted" role="status">
          Bonifico registrato: l’importo sarà accreditato all’arrivo.{' '}
          <a href={data.page} target="_blank" rel="noreferrer">
            Simula l’arrivo del bonifico (sandbox)
          </a>
        </p>
      )}
    </div>
  );
}
