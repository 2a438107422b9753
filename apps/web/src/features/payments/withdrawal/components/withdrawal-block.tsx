import { Link } from 'react-router';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../app/paths.ts';
import type { WithdrawalBlock as TBlock } from '../lib/withdrawal-form.ts';

const TEXT: Record<TBlock, string> = {
  password: T.blockPassword,
  mobile: T.blockMobile,
  email: T.blockEmail,
  both: T.blockBoth,
  state: T.blockState,
};

/** Why withdrawals are refused, with the way out (verify contacts, change password, customer care). */
export function WithdrawalBlockNotice({ kind }: { kind: TBlock }) {
  const action =
    kind === 'password'
      ? { to: paths.editPassword, label: 'Cambia la password' }
      : kind === 'state'
        ? { to: paths.status, label: 'Vai allo stato del conto' }
        : { to: paths.status, label: 'Verifica i tuoi contatti' };
  return (
    <div className="notice notice--warning wd-block" role="alert">
      <h2>{T.blockTitle}</h2>
      <p>{TEXT[kind]}</p>
      <div className="row">
        <Link className="btn btn--primary" to={action.to}>
          {action.label}
        </Link>
        <Link className="btn btn--ghost" to={paths.help}>
          Contatta il servizio clienti
        </Link>
      </div>
    </div>
  );
}
