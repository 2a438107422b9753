import { useEffect, useRef } from 'react';
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

/**
 * The way to the next level drawn as a doughnut (Chart.js, loaded only when this page shows it:
 * never part of the app shell). The canvas says in words what it shows; the same figures are
 * printed next to it.
 */
export function ProgressChart({ progress }: { progress: ChartProgress }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { points, next, nextPoints, from, percent, level } = progress;
  const done = nextPoints === null ? 1 : Math.max(0, points - from);
  const missing = nextPoints === null ? 0 : Math.max(0, nextPoints - points);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('chart.js').then(({ ArcElement, Chart, DoughnutController, Tooltip }) => {
      if (cancelled || !canvas.current) return;
      Chart.register(DoughnutController, ArcElement, Tooltip);
      chart = new Chart(canvas.current, {
        type: 'doughnut',
        data: {
          labels: next ? [`Punti nel livello ${level}`, `Punti mancanti a ${next}`] : [`Livello ${level} raggiunto`],
          datasets: [{ data: next ? [done, missing] : [done], backgroundColor: next ? ['#12664c', '#d5ddd9'] : ['#12664c'], borderWidth: 0 }],
        },
        options: { responsive: true, maintainAspectRatio: false, animation: false, cutout: '72%', plugins: { tooltip: { enabled: true } } },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [done, missing, next, level]);
  const said = next ? `${formatTwoDecimals(percent)}% verso il livello ${next}: mancano ${missing} pt` : `Hai raggiunto il livello più alto, ${level}`;
  return (
    <figure className="vip-chart">
      <div className="vip-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={`Avanzamento: ${said}`} />
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
