import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { TPromemoriaData } from '@betsite/contract/play-insights';
import { useSession } from '../../../lib/session-store.ts';
import { paths } from '../../../lib/paths.ts';
import { onRealityCheckChanged, realityCheckChanged } from '../reality-check-channel.ts';
import { continuaPromemoria, getPromemoria } from '../api/reality-calls.ts';

// The dialog (and its styles) loads only when a reminder is due, never with a page.
const RealityCheckDialog = lazy(() => import('./reality-check-dialog.tsx'));

const RETRY_MS = 60_000;
/** The longest wait a browser timer takes (about 24.8 days). */
const MAX_WAIT = 2 ** 31 - 1;

/**
 * The reality check ('promemoria di sessione', ADM concession of 12 November 2025). The server
 * says when the next reminder is due (`prossimoAlle`, with its own clock `ora`, so the wait does not
 * depend on this device's clock); when the wait ends the figures are asked again, and the dialog
 * shows unless 'Continua' was pressed meanwhile in another tab or device (then the server's next
 * time is later and the wait starts again). 'Esci' logs out.
 */
export function RealityCheck() {
  const user = useSession((s) => s.user);
  const betsession = useSession((s) => s.betsession);
  const navigate = useNavigate();
  const [shown, setShown] = useState<TPromemoriaData | null>(null);
  const reload = useRef<() => void>(() => undefined);
  const proceed = useMutation({
    mutationFn: continuaPromemoria,
    // Whatever the answer (a refusal when no reminder is due), the dialog closes and the server decides the next time.
    onSettled: () => {
      setShown(null);
      if (!realityCheckChanged()) reload.current();
    },
  });

  useEffect(() => {
    setShown(null);
    if (!user || !betsession) return;
    let live = true;
    let timer = 0;
    let waitingFor: string | null = null;
    const wait = (ms: number, then: () => void) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(then, Math.min(Math.max(ms, 1000), MAX_WAIT));
    };
    const schedule = (d: TPromemoriaData) => {
      if (!live) return;
      if (d.dovuto) {
        setShown(d);
        return;
      }
      setShown(null);
      waitingFor = d.prossimoAlle;
      wait(Date.parse(d.prossimoAlle) - Date.parse(d.ora), () => void check(true));
    };
    const check = async (timeUp: boolean) => {
      try {
        const d = await getPromemoria();
        if (!live) return;
        // The wait the server gave has ended and nobody pressed 'Continua' meanwhile: show it.
        if (timeUp && d.prossimoAlle === waitingFor) setShown(d);
        else schedule(d);
      } catch {
        if (live) wait(RETRY_MS, () => void check(timeUp));
      }
    };
    reload.current = () => void check(false);
    void check(false);
    const off = onRealityCheckChanged(() => void check(false));
    return () => {
      live = false;
      window.clearTimeout(timer);
      off();
    };
  }, [user, betsession]);

  if (!shown) return null;

  return (
    <Suspense fallback={null}>
      <RealityCheckDialog data={shown} busy={proceed.isPending} onContinue={() => proceed.mutate()} onExit={() => void navigate(paths.logout)} />
    </Suspense>
  );
}
