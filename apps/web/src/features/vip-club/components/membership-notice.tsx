import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VIP_CODES } from '@betsite/contract/vip-club-codes';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { callAnswer } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { vipCalls, vipKeys } from '../api/vip-calls.ts';

/**
 * What a player who is not an active member sees (§4), from the refusal of the program or the
 * points: -1110 the server's message and the request button; -1111 and -1112 the message only. The
 * request's answer opens in the 'Richiesta' modal (§8) with the server's text (enrolled, or already
 * a member).
 */
export function MembershipNotice({ refusal }: { refusal: Refusal }) {
  const qc = useQueryClient();
  const apply = useMutation({
    mutationFn: () => callAnswer(vipCalls.VipPlayerApply, { body: {} }),
    onSuccess: async ({ message }) => {
      showDialog({ title: T.requestTitle, text: message ?? '', tone: 'success' });
      await qc.invalidateQueries({ queryKey: vipKeys.all });
    },
    // A refusal (suspended, not allowed) with the server's text, the page then asked again; any other failure with its own text.
    onError: async (err) => {
      showDialog({ title: T.requestTitle, text: errorText(err), tone: 'error' });
      if (err instanceof Refusal) await qc.invalidateQueries({ queryKey: vipKeys.all });
    },
  });
  const code = refusal.code;
  return (
    <div className={`notice ${code === VIP_CODES.NOT_ENROLLED ? 'notice--info' : 'notice--warning'} vip-notice`}>
      <p>{refusal.message}</p>
      {code === VIP_CODES.NOT_ENROLLED && (
        <button type="button" className="btn btn--primary" disabled={apply.isPending} onClick={() => apply.mutate()}>
          {T.applyButton}
        </button>
      )}
    </div>
  );
}
