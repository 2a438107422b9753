import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VIP_CODES } from '@betsite/contract/vip-club-codes';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { applyVip, vipKeys } from '../api/vip-calls.ts';

/**
 * What a player who is not an active member sees (§4): -1110 the server's message and the request
 * button; -1111 and -1112 the message only. The request's answer opens in the 'Richiesta' modal (§8).
 */
export function MembershipNotice({ code, message }: { code: number; message: string | null }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const r = await applyVip();
      showDialog({ title: T.requestTitle, text: r.ResponseMessage ?? '', tone: r.ResponseCode === 0 ? 'success' : 'error' });
      await qc.invalidateQueries({ queryKey: vipKeys.all });
    } catch (err) {
      showDialog({ title: T.requestTitle, text: errorText(err), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`notice ${code === VIP_CODES.NOT_ENROLLED ? 'notice--info' : 'notice--warning'} vip-notice`}>
      <p>{message}</p>
      {code === VIP_CODES.NOT_ENROLLED && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void apply()}>
          {T.applyButton}
        </button>
      )}
    </div>
  );
}
