import { useMemo } from 'react';
import { computeAccountStatus, type AccountStatus } from '@betsite/domain/account-status';
import { useSiteConfig } from '../../lib/site-config.ts';
import { useSession } from '../../lib/session-store.ts';

type SessionUser = NonNullable<ReturnType<typeof useSession.getState>['user']>;
type SiteConfig = ReturnType<typeof useSiteConfig>['data'];
export interface AccountStatusView {
  status: AccountStatus | null;
  siteFullyLocked: boolean;
  closableVariable: boolean;
  siteId: number;
}

/** The account status of a player under the site's configuration, computed by the shared domain rules. */
export function accountStatusOf(user: SessionUser | null, config: SiteConfig, now: Date): AccountStatusView {
  const modules = config?.modules ?? {};
  const variables = config?.variables ?? {};
  const status = user
    ? computeAccountStatus(user, {
        verifyContacts: Boolean(modules.VerifyContacts),
        verifyContactsDays: Number(variables.VerifyContacts_Days ?? 180) || 180,
        now,
      })
    : null;
  const contactsPending = status ? status.checks.emailConfirmed === 'ko' || status.checks.mobileConfirmed === 'ko' : false;
  return {
    status,
    siteFullyLocked: Boolean(modules.DisableAllSectionsIfContactsNotVerified) && contactsPending,
    closableVariable: (variables.StatusModal_Closable ?? 'true') === 'true',
    siteId: Number(variables.SiteId ?? 0),
  };
}

/** The account status of the logged-in player. */
export function useAccountStatus(): AccountStatusView {
  const user = useSession((s) => s.user);
  const config = useSiteConfig().data;
  return useMemo(() => accountStatusOf(user, config, new Date()), [user, config]);
}
