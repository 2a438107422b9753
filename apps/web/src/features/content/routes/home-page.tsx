import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { WidgetArea } from '../components/widget-area.tsx';

/** Home: the CMS welcome-hero area with its widgets (slider, ticker, promos, news, blocks, tiles). */
export default function HomePage() {
  return (
    <div className="page cms-home">
      <h1 className="sr-only">Betsite: scommesse, casinò e giochi</h1>
      <WidgetArea area={LAYOUT_AREAS.hero.home} />
    </div>
  );
}
