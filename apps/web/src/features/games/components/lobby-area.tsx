import { Suspense, useEffect, useRef, useState } from 'react';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { LazyWidgetArea } from '../../content/widgets.ts';

/**
 * The lobby's CMS area (V3_LayoutArea_Games), drawn after the games and loaded when it comes near the
 * screen: its widgets (and the HTML sanitiser they need, ≈ 16 KB gzip) would take /games over the
 * first-load budget (docs/performance.md), and the games are what a player opens the lobby for.
 */
export function LobbyArea() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="games-area" style={{ minHeight: near ? undefined : 1 }}>
      {near && (
        <Suspense fallback={null}>
          <LazyWidgetArea area={LAYOUT_AREAS.gamesLobby} />
        </Suspense>
      )}
    </div>
  );
}
