import { readJson, write, read } from '../../../../lib/storage.ts';
import { useSession } from '../../../../lib/session-store.ts';

/** The legacy client setting 'LastDepositValues': method Id, method name and amount (euro). */
export interface LastDepositValue {
  Id: number;
  Name: string;
  Amount: number;
}
const LAST_KEY = 'bs.LastDepositValues';
const TX_KEY = 'bs.depositTransactionId';

export function readLastDeposit(): LastDepositValue | null {
  const fromSettings = useSession.getState().clientSettings?.LastDepositValues as LastDepositValue | undefined;
  return fromSettings ?? readJson<LastDepositValue>(LAST_KEY);
}

/** Kept in the client settings document (synced where the settings are) and locally. */
export function rememberLastDeposit(v: LastDepositValue): void {
  write(LAST_KEY, JSON.stringify(v));
  const s = useSession.getState();
  if (s.user) useSession.setState({ clientSettings: { ...(s.clientSettings ?? {}), LastDepositValues: v } });
}

/** The result page reads the transaction id the deposit page stored (document 3 §2). */
export const storeTransactionId = (id: string) => write(TX_KEY, id);
export const storedTransactionId = () => read(TX_KEY);
