import { formatDate } from '@functions/contract/dates';
import type { DashboardTrends } from '@functions/contract/schemas/dashboard';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { weekBars } from './figures';
import { dashboardMessages } from './messages';

// Only the parts a bar chart needs: Chart.js is tree-shaken to them (docs/architecture.md#dashboard-trends).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const M = dashboardMessages.trends;

/** Bar colour: the brand's blue. */
const BAR_COLOUR = '#1d4ed8';

/** `23 Nov` from a bare `YYYY-MM-DD` Monday. */
const dayLabel = (monday: string) => formatDate(monday)?.replace(/ \d{4}$/, '') ?? monday;

/**
 * "New candidates per week" (docs/requirements.md#dashboard): a bar per ISO week (Dublin calendar)
 * of the candidates first listed that week, each the total of the CV list it opens
 * (`?from={Monday}&to={next Monday}`, figures.ts), drawn by Chart.js on a canvas that screen
 * readers skip for its summary and the table that follows. The table also gives the CVs received
 * each week (history: a candidate's later CVs and erased candidates' CVs count there).
 */
export function ReceivedChart({ trends }: { trends: DashboardTrends }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const navigate = useNavigate();
  const bars = useMemo(() => weekBars(trends), [trends]);
  const total = bars.reduce((n, b) => n + b.value, 0);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: bars.map((b) => dayLabel(b.week.from)),
        datasets: [
          { label: M.chart.candidates, data: bars.map((b) => b.value), backgroundColor: BAR_COLOUR },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { display: false } },
        onClick: (_event, elements) => {
          const bar = elements[0] ? bars[elements[0].index] : undefined;
          if (bar) navigate(bar.path);
        },
        onHover: (event, elements) => {
          const target = event.native?.target as HTMLElement | undefined;
          if (target) target.style.cursor = elements.length ? 'pointer' : 'default';
        },
      },
    });
    return () => chart.destroy();
  }, [bars, navigate]);

  return (
    <figure className="m-0">
      <div className="relative h-64">
        <canvas ref={canvas} role="img" aria-label={M.chart.summary(total, bars.at(-1)?.value ?? 0)} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{M.chart.showTable}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{M.chart.title}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.chart.week}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {M.chart.candidates}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {M.chart.received}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bars.map((b) => (
              <tr key={b.week.week}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  <Link
                    to={b.path}
                    aria-label={M.chart.openWeek(formatDate(b.week.from) ?? b.week.from, b.value)}
                    className="text-brand-700 hover:underline"
                  >
                    {formatDate(b.week.from)}
                  </Link>
                </th>
                <td className="py-1 pr-3 text-right font-semibold tabular-nums">{b.value}</td>
                <td className="py-1 text-right tabular-nums">{b.week.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
