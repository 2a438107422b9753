import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store.ts';
import { refreshBalance } from './session-calls.ts';

export const sessionKeys = {
  balance: (betsession: string | null) => ['session', 'balance', betsession] as const,
};

/** The header balance: from the ledger (UserData at a page's load), refreshed on focus and after every money movement. */
export function useBalance() {
  const betsession = useSession((s) => s.betsession);
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: sessionKeys.balance(betsession),
    queryFn: async () => {
      const b = await refreshBalance();
      useSession.getState().updateUser({ saldo: b.saldo, prelevabile: b.prelevabile, debito: b.debito, contestato: b.contestato });
      return b;
    },
    enabled: Boolean(user),
    initialData: user
      ? { ErrorCode: 0, saldo: user.saldo, prelevabile: user.prelevabile, debito: user.debito ?? 0, contestato: user.contestato ?? 0 }
      : undefined,
    staleTime: 30_000,
  });
}

/** Call after any deposit, withdrawal, cancellation or bonus change. */
export function useInvalidateBalance() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['session', 'balance'] });
}
