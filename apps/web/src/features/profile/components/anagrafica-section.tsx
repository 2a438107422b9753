import type { ReactNode } from 'react';
import type { TAnagrafica } from '@betsite/contract/profile';
import { Loader } from '../../../ui/status-pages.tsx';
import { Refusal } from '../../../lib/refusal.ts';
import { useAnagrafica } from '../api/profile-calls.ts';
import type { ProfileTabKey } from '../lib/profile-tabs.ts';
import { SectionGate } from './section-notice.tsx';

/** A profile tab built on the player's data (EL_GetAnagrafica): the loader, the server's error, or the tab's page behind its gate. */
export function AnagraficaSection({ tab, children }: { tab: ProfileTabKey; children: (a: TAnagrafica) => ReactNode }) {
  const q = useAnagrafica();
  if (q.isPending) return <Loader />;
  const a = q.data;
  // A refusal shows the server's reason; a failed request the generic line.
  if (!a) return <p className="notice notice--error">{q.error instanceof Refusal ? q.error.message : 'Non è stato possibile caricare i tuoi dati.'}</p>;
  return <SectionGate tab={tab}>{children(a)}</SectionGate>;
}
