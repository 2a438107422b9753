import { formatTwoDecimals } from '../../../lib/format.ts';

export interface ChartProgress {
  points: number;
  level: string;
  next: string | null;
  nextPoints: number | null;
  /** Threshold of the current level. */
  from: number;
  percent: number;
}

/** The ring's radius in the 42×42 view box: 72 % of it is the hole, as the doughnut had. */
const RING = { centre: 21, radius: 18, width: 5.9 } as const;

/**
 * The way to the next level drawn as a doughnut: two SVG circles, so the page loads no chart
 * library (Chart.js was 56 KB gzip of a 141 KB first load, docs/performance.md). The picture says
 * in words what it shows, each arc names itself on hover, and the same figures are printed next to it.
 */
export function ProgressChart({ progress }: { progress: ChartProgress }) {
  const { points, next, nextPoints, from, percent, level } = progress;
  const done = nextPoints === null ? 1 : Math.max(0, points - from);
  const missing = nextPoints === null ? 0 : Math.max(0, nextPoints - points);
  // Share of the ring drawn in the level's colour, out of 100 (the circles' pathLength).
  const share = done + missing > 0 ? (100 * done) / (done + missing) : 0;
  const said = next ? `${formatTwoDecimals(percent)}% verso il livello ${next}: mancano ${missing} pt` : `Hai raggiunto il livello più alto, ${level}`;
  const arc = { cx: RING.centre, cy: RING.centre, r: RING.radius, fill: 'none', strokeWidth: RING.width, pathLength: 100 };
  return (
    <figure className="vip-chart">
      <div className="vip-chart__canvas">
        <svg viewBox="0 0 42 42" role="img" aria-label={`Avanzamento: ${said}`}>
          {/* Drawn from the top, clockwise. */}
          <g transform="rotate(-90 21 21)">
            {next && (
              <circle {...arc} stroke="#d5ddd9">
                <title>{`Punti mancanti a ${next}: ${missing}`}</title>
              </circle>
            )}
            {share > 0 && (
              <circle {...arc} stroke="#12664c" strokeDasharray={`${share} ${100 - share}`}>
                <title>{next ? `Punti nel livello ${level}: ${done}` : `Livello ${level} raggiunto`}</title>
              </circle>
            )}
          </g>
        </svg>
        <span className="vip-chart__centre" aria-hidden="true">
          {formatTwoDecimals(percent)}%
        </span>
      </div>
      <figcaption>
        <strong>{points} pt</strong> accumulati · {said}
      </figcaption>
    </figure>
  );
}
