import type { ReactNode } from 'react';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { paths } from '../../../lib/paths.ts';
import { tabUsable, type ProfileTabKey } from '../lib/profile-tabs.ts';
import { useTabRules } from './profile-layout.tsx';
import { Link } from '../../../lib/link.tsx';

/** Renders the tab's page only when its section is usable; otherwise says why and where to go. */
export function SectionGate({ tab, children }: { tab: ProfileTabKey; children: ReactNode }) {
  const rules = useTabRules();
  if (tabUsable(tab, rules)) return <>{children}</>;
  if (rules.withdrawalOnly) return <p className="notice notice--info">{PROFILE_TEXT.withdrawalOnly}</p>;
  if (rules.contactsLock)
    return (
      <div className="notice notice--warning">
        <p>{PROFILE_TEXT.sectionsDisabled}</p>
        <Link className="btn btn--primary" to={paths.editContatti}>
          Verifica i contatti
        </Link>
      </div>
    );
  return <p className="notice notice--info">{PROFILE_TEXT.twoFactorDisabledModule}</p>;
}
