import { BONUS_TEXT as T } from '@betsite/contract/bonus-messages';
import { CodeForm } from '../../../ui/code-form.tsx';

/** The promo-code unlock input (§2): only non-empty codes are submitted; cleared after a success. */
export function RedeemForm({ busy, onRedeem }: { busy: boolean; onRedeem: (code: string) => Promise<boolean> }) {
  return (
    <CodeForm
      className="bonus-redeem"
      formLabel="Sblocca una promozione"
      label="Codice promozione"
      placeholder={T.codePlaceholder}
      button="Sblocca"
      busy={busy}
      onRedeem={onRedeem}
    />
  );
}
