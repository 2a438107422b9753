import { lazy, Suspense } from 'react';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useCmsArea } from '../api/get-cms-object.ts';

// The widgets load as a separate chunk while the area's data is already on its way.
const WidgetArea = lazy(() => import('../components/widget-area.tsx').then((m) => ({ default: m.WidgetArea })));

/** Home: the CMS welcome-hero area with its widgets (slider, ticker, promos, news, blocks, tiles). */
export default function HomePage() {
  useCmsArea(LAYOUT_AREAS.hero.home);
  useSiteConfig();
  return (
    <div className="page cms-home" style={{ minHeight: '100vh' }}>
      <h1 className="sr-only">Betsite: scommesse, casinò e giochi</h1>
      <Suspense fallback={<div style={{ minHeight: 360 }} aria-busy="true" />}>
        <WidgetArea area={LAYOUT_AREAS.hero.home} />
      </Suspense>
    </div>
  );
}
