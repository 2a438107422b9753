import { VIP_STATEMENT_PAGE_SIZE } from '@betsite/contract/vip-club-codes';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useCompPoint } from '../api/vip-calls.ts';
import { ConversionPanel } from '../components/conversion-panel.tsx';
import { MembershipNotice } from '../components/membership-notice.tsx';
import { PointsStatement } from '../components/points-statement.tsx';
import '../vip-club.css';
import { PlatformPoints } from '../components/platform-points.tsx';
import { Link } from '../../../lib/link.tsx';

/** /account/comp-point (document 3 §2): the points per platform, their conversion into bonuses and the statement. */
export default function CompPointPage() {
  const config = useSiteConfig();
  const hidden = config.data?.modules.ConsentiSoloPrelievo;
  const points = useCompPoint(config.data !== undefined && !hidden);
  return (
    <section className="page vip-page">
      <h1>{T.compTitle}</h1>
      {config.isPending ? (
        <Loader />
      ) : hidden ? (
        <p className="empty-state">{T.empty}</p>
      ) : points.isPending ? (
        <Loader />
      ) : points.error instanceof Refusal ? (
        // Not an active member (§4): the server's message, and the request button for -1110.
        <>
          <MembershipNotice refusal={points.error} />
          <Link to={paths.vipProgram}>Scopri il VIP Club</Link>
        </>
      ) : points.error ? (
        <p className="notice notice--error">{errorText(points.error)}</p>
      ) : (
        <>
          <PlatformPoints data={points.data} className="vip-summary vip-points-summary" label="I tuoi punti" />
          {points.data.punti[0] && <ConversionPanel points={points.data.punti} subscriptionId={points.data.punti[0].SubscriptionId} />}
          <section className="vip-statement-section" aria-labelledby="vip-statement-title">
            <h2 id="vip-statement-title">Estratto conto punti</h2>
            {points.data.punti[0] && (
              <PointsStatement subscriptionId={points.data.punti[0].SubscriptionId} pageSize={VIP_STATEMENT_PAGE_SIZE} platforms={points.data.punti} />
            )}
          </section>
        </>
      )}
    </section>
  );
}
