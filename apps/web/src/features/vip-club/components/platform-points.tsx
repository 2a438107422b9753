import type { TCompPoint } from '@betsite/contract/vip-club';
import { UpdateTimes } from './update-times.tsx';

/** A member's points on each platform, and when they were last updated (and will be next). */
export function PlatformPoints({ data, className, label }: { data: TCompPoint; className: string; label?: string }) {
  return (
    <>
      <dl className={className} aria-label={label}>
        {data.punti.map((p) => (
          <div key={p.PlatformType_Id}>
            <dt>{p.PlatformType_Name}</dt>
            <dd>{p.punti} pt</dd>
          </div>
        ))}
      </dl>
      <UpdateTimes reference={data.Reference_Date} next={data.NextUpdate} />
    </>
  );
}
