import { Link } from 'react-router';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { paths } from '../../../../app/paths.ts';
import type { DepositBlock as TBlock } from '../lib/blocks.ts';

const TEXT: Record<TBlock, string> = {
  password: DEPOSIT_TEXT.blockPassword,
  mobile: DEPOSIT_TEXT.blockVerifyMobile,
  email: DEPOSIT_TEXT.blockVerifyEmail,
  both: DEPOSIT_TEXT.blockVerifyBoth,
};

/** One of the four blocks, with the way out (verify or change password) and the customer care chat. */
export function DepositBlock({ kind }: { kind: TBlock }) {
  const action = kind === 'password' ? { to: paths.editPassword, label: 'Cambia la password' } : { to: paths.status, label: 'Verifica i tuoi contatti' };
  return (
    <div className="notice notice--warning deposit-block" role="alert">
      <h2>{DEPOSIT_TEXT.blockTitle}</h2>
      <p>{TEXT[kind]}</p>
      <div className="row">
        <Link className="btn btn--primary" to={action.to}>
          {action.label}
        </Link>
        <Link className="btn btn--ghost" to={paths.help}>
          {DEPOSIT_TEXT.blockChat}
        </Link>
      </div>
    </div>
  );
}
