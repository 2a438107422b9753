import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../lib/paths.ts';
import { BlockedNotice } from '../../../../ui/blocked-notice.tsx';
import type { WithdrawalBlock } from '@betsite/domain/payment-eligibility';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { formatEuroAmount } from '@betsite/domain/money';

/** Modules off show the disabled section instead (withdrawal-page.tsx). */
type TBlock = Exclude<WithdrawalBlock, 'disabled'>;

const TEXT: Record<TBlock, string> = {
  password: T.blockPassword,
  mobile: T.blockMobile,
  email: T.blockEmail,
  both: T.blockBoth,
  state: T.blockState,
};

const ACTION: Record<TBlock, { to: string; label: string }> = {
  password: { to: paths.editPassword, label: 'Cambia la password' },
  state: { to: paths.status, label: 'Vai allo stato del conto' },
  mobile: { to: paths.status, label: 'Verifica i tuoi contatti' },
  email: { to: paths.status, label: 'Verifica i tuoi contatti' },
  both: { to: paths.status, label: 'Verifica i tuoi contatti' },
};

/**
 * Why withdrawals are refused, with the way out (verify contacts, change password, customer care).
 * A provisional account (state 1) is told what it lacks, the documents, and taken to send them.
 */
export function WithdrawalBlockNotice({ kind, statoConto }: { kind: TBlock; statoConto: number }) {
  const provisional = kind === 'state' && statoConto === ACCOUNT_STATE.PROVISIONAL;
  const text = provisional ? T.blockProvisional : TEXT[kind];
  const action = provisional ? { to: paths.editDocumenti, label: 'Invia i documenti' } : ACTION[kind];
  return <BlockedNotice className="wd-block" title={T.blockTitle} text={text} action={action} chatLabel="Contatta il servizio clienti" />;
}

/**
 * A deposit the payment method took back left more owing than the cash holds (the balance's `debito`):
 * the server refuses withdrawals until the next deposit repays it, so the page says so before the form.
 */
export function ReversalOwedNotice({ cents }: { cents: number }) {
  return (
    <BlockedNotice
      className="wd-block"
      title={T.blockTitle}
      text={T.reversalOwed(formatEuroAmount(cents))}
      action={{ to: paths.ricarica, label: 'Effettua una ricarica' }}
      chatLabel="Contatta il servizio clienti"
    />
  );
}

/**
 * A buyer's dispute of a deposit is open with the payment method (the balance's `contestato`): that
 * much stays out of the withdrawable balance until it closes. The rest can still be withdrawn, so the
 * page says it above the form instead of blocking it.
 */
export function DisputeHeldNotice({ cents }: { cents: number }) {
  return (
    <p className="notice notice--warning wd__alert" role="note">
      {T.disputeNotice(formatEuroAmount(cents))}
    </p>
  );
}
