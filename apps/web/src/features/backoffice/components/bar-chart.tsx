import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface Series {
  label: string;
  values: number[];
  color: string;
}

/**
 * A bar chart (Chart.js, canvas) with what it shows said in words for screen readers and the
 * numbers underneath in a table ('Dati del grafico').
 */
export function BarChart({ title, labels, series, format }: { title: string; labels: string[]; series: Series[]; format(v: number): string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: { labels, datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3 })) },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${format(c.parsed.y ?? 0)}` } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => format(Number(v)) } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, format]);
  const totals = series.map((s) => `${s.label} ${format(s.values.reduce((a, b) => a + b, 0))}`).join(', ');
  return (
    <figure className="bo-chart card">
      <figcaption>
        <strong>{title}</strong>
      </figcaption>
      <div className="bo-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={`${title}: ${totals} nel periodo`} />
      </div>
      <details>
        <summary>Dati del grafico</summary>
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={`Dati: ${title}`}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">Giorno</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((l, i) => (
                <tr key={l}>
                  <td>{l}</td>
                  {series.map((s) => (
                    <td key={s.label} className="num">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
