import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isStatusModalClosable, statusModalAllowedOn } from '@betsite/domain/account-status';
import { paths } from '../../../lib/paths.ts';
import { useModalTurn } from '../../../ui/modal-queue.ts';
import { onDemand } from '../../../ui/on-demand.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useAccountStatus } from '../use-account-status.ts';

const SHOWN_KEY = 'bs.statusShownFor';
// The dialog loads when a check first fails, not with every account page.
const StatusDialog = onDemand(() => import('./status-dialog.tsx'));

/** 'Stato conto': after login, when any status check fails (document 1 §2, document 2 §2). */
export function StatusModal() {
  const { status, siteFullyLocked, closableVariable, siteId } = useAccountStatus();
  const betsession = useSession((s) => s.betsession);
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissedFor, setDismissedFor] = useState<string | null>(() => sessionStorage.getItem(SHOWN_KEY));

  useEffect(() => {
    if (!betsession) setDismissedFor(sessionStorage.getItem(SHOWN_KEY));
  }, [betsession]);

  const closable = status ? isStatusModalClosable(status, { siteFullyLocked, closableVariable, siteId }) : false;
  const wanted = Boolean(status && !status.allOk && betsession && statusModalAllowedOn(location.pathname) && !(closable && dismissedFor === betsession));
  // Waits for the idle countdown and any notice (e.g. 'Altri dispositivi disconnessi') to be closed first.
  const turn = useModalTurn('account-status', wanted);
  if (!status || !betsession || !turn) return null;

  const close = () => {
    sessionStorage.setItem(SHOWN_KEY, betsession);
    setDismissedFor(betsession);
  };
  return (
    <StatusDialog
      messages={status.messages}
      onClose={closable ? close : undefined}
      onGoToStatus={() => {
        if (closable) close();
        void navigate(paths.status);
      }}
    />
  );
}
