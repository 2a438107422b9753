import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { paths } from '../../../../lib/paths.ts';
import { BlockedNotice } from '../../../../ui/blocked-notice.tsx';
import type { DepositBlock as TRuleBlock } from '@betsite/domain/payment-eligibility';

/** The blocks the page shows in place of the forms; modules off and the account state are answered otherwise. */
export type TBlock = Exclude<TRuleBlock, 'disabled' | 'state'>;
export const isShownDepositBlock = (b: TRuleBlock | null): b is TBlock => b !== null && b !== 'disabled' && b !== 'state';

const TEXT: Record<TBlock, string> = {
  password: DEPOSIT_TEXT.blockPassword,
  mobile: DEPOSIT_TEXT.blockVerifyMobile,
  email: DEPOSIT_TEXT.blockVerifyEmail,
  both: DEPOSIT_TEXT.blockVerifyBoth,
};

/** One of the four blocks, with the way out (verify or change password) and the customer care chat. */
export function DepositBlock({ kind }: { kind: TBlock }) {
  const action = kind === 'password' ? { to: paths.editPassword, label: 'Cambia la password' } : { to: paths.status, label: 'Verifica i tuoi contatti' };
  return <BlockedNotice className="deposit-block" title={DEPOSIT_TEXT.blockTitle} text={TEXT[kind]} action={action} chatLabel={DEPOSIT_TEXT.blockChat} />;
}
