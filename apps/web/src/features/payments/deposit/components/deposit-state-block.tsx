import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { lastDayText } from '@betsite/domain/italian-day';
import { paths } from '../../../../lib/paths.ts';
import { BlockedNotice } from '../../../../ui/blocked-notice.tsx';
import { useActiveExclusions } from '../api/deposit-calls.ts';

/**
 * The deposit page of an account whose state refuses deposits (the server answers -12 'Lo stato del
 * tuo conto non consente ricariche'): said before the player fills in a form, with the self-exclusion
 * and its end when that is the reason, and the way to what stays possible: withdrawing the balance.
 */
export function DepositStateBlock({ statoConto }: { statoConto: number }) {
  const excluded = statoConto === ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY || statoConto === ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT;
  const exclusions = useActiveExclusions(excluded);
  const general = exclusions.data?.filter((a) => a.prodotto === 'all') ?? [];
  const permanent = statoConto === ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT || general.some((a) => a.al === null);
  const until = general
    .map((a) => a.al)
    .filter((al): al is string => al !== null)
    .sort()
    .at(-1);
  const reason = !excluded ? null : permanent ? RG_TEXT.activePermanent : until ? RG_TEXT.activeUntil(lastDayText(until)) : null;
  const text = `${reason ? `${reason}. ` : ''}${DEPOSIT_TEXT.accountState}: puoi comunque prelevare il tuo saldo e consultare il tuo conto.`;
  return (
    <BlockedNotice
      className="deposit-block"
      title={DEPOSIT_TEXT.blockTitle}
      text={text}
      action={{ to: paths.prelievo, label: 'Vai ai prelievi' }}
      chatLabel={DEPOSIT_TEXT.blockChat}
    />
  );
}
