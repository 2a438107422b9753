import * as rgCalls from '@betsite/contract/calls/responsible-gaming';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { useCallQuery } from '../../../lib/call-api.ts';

/** The responsible-gaming calls (document 2 §7), typed from their definitions in the contract; query keys are the calls' names. */
export { rgCalls };
export const useLimitazioni = () => useCallQuery(rgCalls.EL_GetLimitazioniDeposito);
export const useTipiAutoesclusione = () => useCallQuery(rgCalls.GetTipiAutoesclusioneTrasversale);
export const useLimitiGioco = () => useCallQuery(rgCalls.GetLimitiGioco);
export const usePrimoAccesso = () => useCallQuery(rgCalls.GetPrimoAccesso);
export const usePromemoria = () => useCallQuery(rgCalls.GetPromemoriaSessione);
export const useAndamento = (periodo: TLimitPeriod) => useCallQuery(rgCalls.GetAndamentoGioco, { query: { periodo } });
