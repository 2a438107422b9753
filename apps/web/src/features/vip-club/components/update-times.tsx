import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { formatDateTime } from '../../../lib/format.ts';

/** When the points were last updated and when the next update is due (about every 12 hours, §9). */
export function UpdateTimes({ reference, next }: { reference: string | null; next: string | null }) {
  if (!reference) return null;
  return (
    <p className="vip-updates">
      {T.lastUpdate}: {formatDateTime(reference)}
      {next && (
        <>
          {' · '}
          {T.nextUpdate}: {formatDateTime(next)}
        </>
      )}
    </p>
  );
}
