import { showDialog } from '../../../ui/dialogs.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useEffect } from 'react';

/** Tells the player why a session ended (renewal failure, revoked token). */
export function SessionEndedNotice() {
  const message = useSession((s) => s.endedMessage);
  useEffect(() => {
    if (!message) return;
    showDialog({ title: 'Attenzione!', text: message, tone: 'warning' });
    useSession.getState().dismissEndedMessage();
  }, [message]);
  return null;
}
