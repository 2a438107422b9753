import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { useLimitazioni, useLimitiGioco, useTipiAutoesclusione } from '../api/rg-calls.ts';
import { PlayLimitSection } from '../components/play-limit-section.tsx';
import { ExclusionSection } from '../components/exclusion-section.tsx';
import { LimitSection } from '../components/limit-section.tsx';
import '../rg.css';

/** /account/edit/gioco-consapevole (document 2 §2, ADM concession of 12 November 2025): deposit, spending and time limits and self-exclusion. */
export default function GiocoConsapevolePage() {
  const limits = useLimitazioni();
  const exclusions = useTipiAutoesclusione();
  const play = useLimitiGioco();
  if (limits.isPending || exclusions.isPending || play.isPending) return <Loader />;
  const failed = limits.error ?? exclusions.error ?? play.error;
  return (
    <section className="page rg">
      <h1>{RG_TEXT.title}</h1>
      <p className="muted">
        Il gioco è vietato ai minori di 18 anni e può causare dipendenza patologica. Scegli quanto ricaricare, quanto spendere e per quanto tempo giocare e, se
        serve, prenditi una pausa.
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
        {exclusions.data && <ExclusionSection data={exclusions.data} />}
      </div>
    </section>
  );
}
