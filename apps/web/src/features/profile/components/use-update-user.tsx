import { codeAndMessage } from '@betsite/domain/answer-text';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUpdateUserRequest } from '@betsite/contract/profile';
import { PROFILE_CODES } from '@betsite/contract/profile-codes';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { ApiError, errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { anagraficaQuery, updateUser } from '../api/profile-calls.ts';
import { ProfileOtpDialog } from './otp-dialog.tsx';

type Body = Omit<TUpdateUserRequest, 'otp' | 'otpSource'>;
interface Pending {
  body: Body;
  source: 'email' | 'sms';
  message: string;
  fixedChannel: boolean;
}

/**
 * UpdateUser with its -3333 step: the first call sends the code, the dialog takes it and the same
 * body goes again with otpSource/otp. Field errors (400) come back to the form through `onFieldErrors`.
 */
export function useUpdateUser(opts: { onSaved?: () => void; onFieldErrors?: (errors: { field: string; message: string }[]) => void } = {}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);

  const run = async (body: Body, extra: { otpSource?: 'email' | 'sms'; otp?: string } = {}) => {
    setBusy(true);
    try {
      const r = await updateUser({ ...body, ...extra } as TUpdateUserRequest);
      if (r.ResponseCode === PROFILE_CODES.OTP_REQUIRED) {
        const source = r.ResponseData?.otpSource ?? 'sms';
        setPending({ body, source, message: r.ResponseMessage ?? '', fixedChannel: Boolean(body.contatti) });
        setOtpError(null);
        return;
      }
      if (r.ResponseCode === 0) {
        setPending(null);
        await queryClient.invalidateQueries({ queryKey: anagraficaQuery.queryKey });
        showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.saved, tone: 'success' });
        opts.onSaved?.();
        return;
      }
      if (extra.otp) setOtpError(r.ResponseMessage ?? PROFILE_TEXT.otpWrong);
      else showDialog({ title: PROFILE_TEXT.errorTitle, text: codeAndMessage(r.ResponseCode, r.ResponseMessage, PROFILE_TEXT.saveFailed), tone: 'error' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fieldErrors.length) {
        if (extra.otp) setOtpError(err.message);
        else opts.onFieldErrors?.(err.fieldErrors);
        return;
      }
      showDialog({ title: PROFILE_TEXT.errorTitle, text: err instanceof ApiError ? err.message : errorText(err) || PROFILE_TEXT.saveFailed, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const dialog = pending && (
    <ProfileOtpDialog
      message={pending.message}
      source={pending.source}
      error={otpError}
      busy={busy}
      fixedChannel={pending.fixedChannel}
      onConfirm={(otp) => void run(pending.body, { otpSource: pending.source, otp })}
      onResend={(source) => void run(pending.body, { otpSource: source })}
      onClose={() => setPending(null)}
    />
  );
  return { save: (body: Body) => run(body), busy, dialog };
}
