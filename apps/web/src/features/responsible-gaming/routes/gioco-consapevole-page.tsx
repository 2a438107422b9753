import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { INSIGHTS_TEXT } from '@betsite/contract/play-insights-texts';
import { AppLink } from '../../../lib/app-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLimitazioni, useLimitiGioco, usePromemoria, useTipiAutoesclusione } from '../api/rg-calls.ts';
import { RealityCheckSection } from '../components/reality-check-section.tsx';
import { PlayLimitSection } from '../components/play-limit-section.tsx';
import { ExclusionSection } from '../components/exclusion-section.tsx';
import { LimitSection } from '../components/limit-section.tsx';
import { useStillLoading } from '../../../lib/use-still-loading.ts';
import '../rg.css';

/** /account/edit/gioco-consapevole (document 2 §2, ADM concession of 12 November 2025): deposit, spending and time limits and self-exclusion. */
export default function GiocoConsapevolePage() {
  const limits = useLimitazioni();
  const exclusions = useTipiAutoesclusione();
  const play = useLimitiGioco();
  const reality = usePromemoria();
  // The page renders in slices once its data is in (lib/use-still-loading.ts).
  const loading = useStillLoading(limits.isPending || exclusions.isPending || play.isPending || reality.isPending);
  if (loading) return <Loader />;
  const failed = limits.error ?? exclusions.error ?? play.error ?? reality.error;
  return (
    <section className="page rg">
      <h1>{RG_TEXT.title}</h1>
      <p className="muted">
        Il gioco è vietato ai minori di 18 anni e può causare dipendenza patologica. Scegli quanto ricaricare, quanto spendere e per quanto tempo giocare e, se
        serve, prenditi una pausa.
      </p>
      <p>
        <AppLink to={paths.andamento}>{INSIGHTS_TEXT.link}</AppLink>: quanto hai ricaricato, prelevato, giocato e vinto, e il tempo di gioco.
      </p>
      {failed && (
        <p className="notice notice--error" role="alert">
          {errorText(failed)}
        </p>
      )}
      <div className="rg__grid">
        {limits.data && <LimitSection data={limits.data} />}
        {play.data && <PlayLimitSection data={play.data} kind="spesa" />}
        {play.data && <PlayLimitSection data={play.data} kind="tempo" />}
        {reality.data && <RealityCheckSection data={reality.data} />}
        {exclusions.data && <ExclusionSection data={exclusions.data} />}
      </div>
    </section>
  );
}
