import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatCents } from '../../../lib/format.ts';
import { fetchDashboard } from '../api/calls.ts';
import { BarChart, type Series } from '../components/bar-chart.tsx';
import { can, useBackofficeSession } from '../api/session.ts';
import { Link } from '../../../lib/link.tsx';

const euro = (cents: number) => formatCents(cents, { whole: true });
const count = (n: number) => String(Math.round(n));

/** The figures an operator looks at first, and the last two weeks as charts (Chart.js). */
export default function DashboardPage() {
  const operator = useBackofficeSession((s) => s.session?.operator);
  const q = useQuery({ queryKey: ['bo', 'dashboard'], queryFn: fetchDashboard, refetchInterval: 60_000 });
  const charts = useMemo(() => {
    const days = q.data?.giorni ?? [];
    const labels = days.map((g) => `${g.giorno.slice(8, 10)}/${g.giorno.slice(5, 7)}`);
    const money: Series[] = [
      { label: 'Depositi', values: days.map((g) => g.depositi), color: '#12664c' },
      { label: 'Prelievi', values: days.map((g) => g.prelievi), color: '#c98a00' },
    ];
    const signups: Series[] = [{ label: 'Registrazioni', values: days.map((g) => g.registrazioni), color: '#1d4f91' }];
    return { labels, money, signups };
  }, [q.data]);
  if (q.isPending) return <Loader />;
  if (q.isError) return <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />;
  const d = q.data;
  const tiles: { label: string; value: string; detail?: string; to?: string }[] = [
    {
      label: 'Depositi oggi',
      value: formatCents(d.oggi.depositi.importo),
      detail: `${d.oggi.depositi.numero} accreditati · ${d.oggi.depositi.inAttesa} in corso`,
    },
    { label: 'Prelievi oggi', value: formatCents(d.oggi.prelievi.importo), detail: `${d.oggi.prelievi.numero} richiesti` },
    {
      label: 'Prelievi in attesa',
      value: String(d.oggi.prelievi.inAttesa),
      detail: formatCents(d.oggi.prelievi.importoInAttesa),
      to: can(operator, 'withdrawals.read') ? '/backoffice/prelievi' : undefined,
    },
    { label: 'Nuove registrazioni oggi', value: String(d.oggi.registrazioni) },
    { label: 'Documenti da verificare', value: String(d.documentiDaVerificare), to: can(operator, 'documents.review') ? '/backoffice/documenti' : undefined },
    { label: 'Conti provvisori vicini alla scadenza documenti', value: String(d.documentiInScadenza), detail: 'ultima settimana dei 30 giorni' },
    { label: 'Autoesclusioni in corso', value: String(d.autoesclusioniAttive) },
    { label: 'Giocatori al limite oggi', value: String(d.giocatoriAlLimite), detail: 'limite di deposito, spesa o tempo raggiunto nel periodo' },
  ];
  return (
    <section aria-labelledby="bo-dash-title">
      <h1 id="bo-dash-title">Cruscotto</h1>
      <ul className="bo-tiles">
        {tiles.map((t) => (
          <li key={t.label} className="bo-tile card">
            <span className="bo-tile__label">{t.label}</span>
            <strong className="bo-tile__value">{t.to ? <Link to={t.to}>{t.value}</Link> : t.value}</strong>
            {t.detail && <span className="bo-muted">{t.detail}</span>}
          </li>
        ))}
      </ul>
      <div className="bo-charts">
        <BarChart title="Depositi e prelievi, ultimi 14 giorni" labels={charts.labels} series={charts.money} format={euro} />
        <BarChart title="Nuove registrazioni, ultimi 14 giorni" labels={charts.labels} series={charts.signups} format={count} />
      </div>
    </section>
  );
}
