import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Call, CallData, CallInput } from '@betsite/contract/calls/define-call';
import { callApi, type CallArgs } from './call-api.ts';

// Apart from call-api.ts, which every logged-in page loads (the notifications' calls): TanStack's
// useMutation comes only with the pages whose forms call the server (≈ 0.7 KB gzip).

/** A mutation of a call, typed from its definition: `mutate(input)`; a refusal reaches `onError` as a `Refusal`. */
export function useCallMutation<D extends Call, Ctx = unknown>(
  def: D,
  options: Omit<UseMutationOptions<CallData<D>, Error, CallInput<D>, Ctx>, 'mutationFn'> = {},
) {
  return useMutation<CallData<D>, Error, CallInput<D>, Ctx>({ mutationFn: (input) => callApi(def, ...([input] as CallArgs<D>)), ...options });
}
