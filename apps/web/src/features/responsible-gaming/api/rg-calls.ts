import * as gcCalls from '@betsite/contract/calls/gioco-consapevole';
import * as realityCalls from '@betsite/contract/calls/reality-check';
import * as exclusionCalls from '@betsite/contract/calls/responsible-gaming';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { useCallQuery } from '../../../lib/call-api.ts';

/**
 * The responsible-gaming calls (document 2 §7), typed from their definitions in the contract; query
 * keys are the calls' names. Three groups: the pages' own (`gioco-consapevole`), the reminder's
 * (`reality-check`, also made by the app shell) and the exclusion types (shared with the deposit page).
 */
export const rgCalls = { ...gcCalls, ...realityCalls, ...exclusionCalls };
/** The groups' prefixes, to refresh every responsible-gaming answer at once. */
export const isRgQuery = (q: { queryKey: readonly unknown[] }) => /^(gioco-consapevole|reality-check|responsible-gaming)\./.test(String(q.queryKey[0]));
export const useLimitazioni = () => useCallQuery(gcCalls.EL_GetLimitazioniDeposito);
export const useTipiAutoesclusione = () => useCallQuery(exclusionCalls.GetTipiAutoesclusioneTrasversale);
export const useLimitiGioco = () => useCallQuery(gcCalls.GetLimitiGioco);
export const usePrimoAccesso = () => useCallQuery(gcCalls.GetPrimoAccesso);
export const usePromemoria = () => useCallQuery(realityCalls.GetPromemoriaSessione);
export const useAndamento = (periodo: TLimitPeriod) => useCallQuery(gcCalls.GetAndamentoGioco, { query: { periodo } });
