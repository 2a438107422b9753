import { useMemo } from 'react';
import { computeAccountStatus, type AccountStatus } from '@betsite/domain/account-status';
import { useSiteConfig } from '../../lib/site-config.ts';
import { useSession } from '../../lib/session-store.ts';

/** The account status of the logged-in player, computed by the shared domain rules. */
export function useAccountStatus(): { status: AccountStatus | null; siteFullyLocked: boolean; closableVariable: boolean; siteId: number } {
  const user = useSession((s) => s.user);
  const config = useSiteConfig().data;
  return useMemo(() => {
    const modules = config?.modules ?? {};
    const variables = config?.variables ?? {};
    const status = user
      ? computeAccountStatus(user, {
          verifyContacts: Boolean(modules.VerifyContacts),
          verifyContactsDays: Number(variables.VerifyContacts_Days ?? 180) || 180,
          now: new Date(),
        })
      : null;
    const contactsPending = status ? status.checks.emailConfirmed === 'ko' || status.checks.mobileConfirmed === 'ko' : false;
    return {
      status,
      siteFullyLocked: Boolean(modules.DisableAllSectionsIfContactsNotVerified) && contactsPending,
      closableVariable: (variables.StatusModal_Closable ?? 'true') === 'true',
      siteId: Number(variables.SiteId ?? 0),
    };
  }, [user, config]);
}
