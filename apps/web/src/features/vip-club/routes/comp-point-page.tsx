import { Link } from 'react-router';
import { COMP_POINT_PAGE_SIZE } from '@betsite/contract/vip-club-codes';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useCompPoint } from '../api/vip-calls.ts';
import { ConversionPanel } from '../components/conversion-panel.tsx';
import { MembershipNotice } from '../components/membership-notice.tsx';
import { PointsStatement } from '../components/points-statement.tsx';
import '../vip-club.css';
import { PlatformPoints } from '../components/platform-points.tsx';

/** /account/comp-point (document 3 §2): the points per platform, their conversion into bonuses and the statement. */
export default function CompPointPage() {
  const config = useSiteConfig();
  const hidden = config.data?.modules.ConsentiSoloPrelievo;
  const points = useCompPoint(config.data !== undefined && !hidden);
  const data = points.data?.ResponseCode === 0 ? points.data.ResponseData : null;
  return (
    <section className="page vip-page">
      <h1>{T.compTitle}</h1>
      {config.isPending ? (
        <Loader />
      ) : hidden ? (
        <p className="empty-state">{T.empty}</p>
      ) : points.isPending ? (
        <Loader />
      ) : points.error ? (
        <p className="notice notice--error">{errorText(points.error)}</p>
      ) : !data ? (
        <>
          <MembershipNotice code={points.data.ResponseCode} message={points.data.ResponseMessage} />
          <Link to={paths.vipProgram}>Scopri il VIP Club</Link>
        </>
      ) : (
        <>
          <PlatformPoints data={data} className="vip-summary vip-points-summary" label="I tuoi punti" />
          {data.punti[0] && <ConversionPanel points={data.punti} subscriptionId={data.punti[0].SubscriptionId} />}
          <section className="vip-statement-section" aria-labelledby="vip-statement-title">
            <h2 id="vip-statement-title">Estratto conto punti</h2>
            {data.punti[0] && <PointsStatement subscriptionId={data.punti[0].SubscriptionId} pageSize={COMP_POINT_PAGE_SIZE} platforms={data.punti} />}
          </section>
        </>
      )}
    </section>
  );
}
