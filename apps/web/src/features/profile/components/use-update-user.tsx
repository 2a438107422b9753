import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as profileCalls from '@betsite/contract/calls/profile';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { PROFILE_CODES } from '@betsite/contract/profile-codes';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { ApiError } from '../../../lib/api.ts';
import { Refusal } from '../../../lib/call-api.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { anagraficaKey } from '../api/profile-calls.ts';
import { onDemand } from '../../../ui/on-demand.tsx';

/** Drawn only when the server asks for a code for the change: its code and the modal's load then, fetched ahead at the save. */
const ProfileOtpDialog = onDemand(async () => ({ default: (await import('./otp-dialog.tsx')).ProfileOtpDialog }));

type Body = Omit<CallBody<typeof profileCalls.UpdateUser>, 'otp' | 'otpSource'>;
interface Pending {
  body: Body;
  source: 'email' | 'sms';
  message: string;
  fixedChannel: boolean;
}

/**
 * UpdateUser with its -3333 step: the first call sends the code, the dialog takes it and the same
 * body goes again with otpSource/otp. A failure of the first call goes to `onError` (the form's
 * `formOnError`: field errors under the fields, anything else in a dialog); one of the code's call
 * stays in the code's dialog.
 */
export function useUpdateUser(opts: { onSaved?: () => void; onError: (err: unknown) => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);

  const update = useCallMutation(profileCalls.UpdateUser, {
    onSuccess: async () => {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: anagraficaKey });
      showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.saved, tone: 'success' });
      opts.onSaved?.();
    },
    onError: (err, { body }) => {
      if (err instanceof Refusal && err.code === PROFILE_CODES.OTP_REQUIRED) {
        const { otp: _otp, otpSource: _source, ...rest } = body;
        setPending({ body: rest, source: err.data?.otpSource ?? 'sms', message: err.message, fixedChannel: Boolean(body.contatti) });
        setOtpError(null);
        return;
      }
      const codeRefused = err instanceof Refusal || (err instanceof ApiError && err.status === 400 && err.fieldErrors.length > 0);
      if (body.otp && codeRefused) setOtpError(err.message || PROFILE_TEXT.otpWrong);
      else opts.onError(err);
    },
  });
  const run = (body: Body, extra: { otpSource?: 'email' | 'sms'; otp?: string } = {}) => {
    ProfileOtpDialog.preload();
    update.mutate({ body: { ...body, ...extra } });
  };

  const dialog = pending && (
    <ProfileOtpDialog
      message={pending.message}
      source={pending.source}
      error={otpError}
      busy={update.isPending}
      fixedChannel={pending.fixedChannel}
      onConfirm={(otp) => run(pending.body, { otpSource: pending.source, otp })}
      onResend={(source) => run(pending.body, { otpSource: source })}
      onClose={() => setPending(null)}
    />
  );
  return { save: (body: Body) => run(body), busy: update.isPending, dialog };
}
