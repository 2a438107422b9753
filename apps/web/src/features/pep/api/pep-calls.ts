import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TPepInfoData, TSetPepInfoRequest } from '@betsite/contract/pep';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** The PEP questionnaire calls (document 2 §7). */
export const pepKeys = { info: ['pep', 'info'] as const };
export const getPepInfo = async () => (await api<TEnvelope<TPepInfoData>>(API.Account.EL_GetPepInfo)).ResponseData;
export const usePepInfo = () => useQuery(queryOptions({ queryKey: pepKeys.info, queryFn: getPepInfo, staleTime: 5 * 60_000 }));
export const setPepInfo = (body: TSetPepInfoRequest) => api<TEnvelope<null>>(API.Account.EL_SetPepInfo, { method: 'POST', body });
