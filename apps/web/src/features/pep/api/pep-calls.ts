import * as pepCalls from '@betsite/contract/calls/pep';
import { useCallQuery } from '../../../lib/call-api.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** The PEP questionnaire calls (document 2 §7), typed from their definitions in the contract. */
export const usePepInfo = () => useCallQuery(pepCalls.EL_GetPepInfo, undefined, { staleTime: 5 * 60_000 });
export const useSetPepInfo = (options: Parameters<typeof useCallMutation<typeof pepCalls.EL_SetPepInfo>>[1]) =>
  useCallMutation(pepCalls.EL_SetPepInfo, options);
