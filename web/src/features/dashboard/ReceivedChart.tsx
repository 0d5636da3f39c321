import { SUBMISSION_SOURCES, type SubmissionSource } from '@functions/contract/cv-policy';
import { formatDate } from '@functions/contract/dates';
import type { ReceivedWeek } from '@functions/contract/schemas/dashboard';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { SOURCE_LABELS } from '@/lib/submission-sources';
import { dashboardMessages } from './messages';

// Only the parts a stacked bar chart needs: Chart.js is tree-shaken to them (docs/architecture.md#dashboard-trends).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const M = dashboardMessages.trends;
/** The sources as every admin screen names them. */
export const sourceLabels = SOURCE_LABELS;

/** Bar colours per source (the brand palette's tones, distinct in greyscale too). */
const COLOURS: Record<SubmissionSource, string> = {
  careers: '#1d4ed8',
  assistant: '#7c3aed',
  apply: '#f59e0b',
  profile: '#64748b',
};

/** The CV list of the CVs first listed since `monday` (the list's date filter). */
export const weekListPath = (monday: string) => `/admin/cv-management?from=${monday}`;

/** `23 Nov` from a bare `YYYY-MM-DD` Monday. */
const dayLabel = (monday: string) => formatDate(monday)?.replace(/ \d{4}$/, '') ?? monday;

/**
 * "CVs received per week" (docs/requirements.md#dashboard): a stacked bar per ISO week and source,
 * drawn by Chart.js on a canvas that screen readers skip for its summary and the table that
 * follows. A click on a week opens the CV list from that Monday.
 */
export function ReceivedChart({ weeks }: { weeks: ReceivedWeek[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const navigate = useNavigate();
  const total = weeks.reduce((n, w) => n + w.total, 0);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: weeks.map((w) => dayLabel(w.from)),
        datasets: SUBMISSION_SOURCES.map((s) => ({
          label: sourceLabels[s],
          data: weeks.map((w) => w.bySource[s]),
          backgroundColor: COLOURS[s],
          stack: 'received',
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' } },
        onClick: (_event, elements) => {
          const week = elements[0] ? weeks[elements[0].index] : undefined;
          if (week) navigate(weekListPath(week.from));
        },
      },
    });
    return () => chart.destroy();
  }, [weeks, navigate]);

  return (
    <figure className="m-0">
      <div className="relative h-64">
        <canvas ref={canvas} role="img" aria-label={M.chart.summary(total, weeks.at(-1)?.total ?? 0)} />
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
              {SUBMISSION_SOURCES.map((s) => (
                <th key={s} scope="col" className="py-1 pr-3 text-right font-medium">
                  {sourceLabels[s]}
                </th>
              ))}
              <th scope="col" className="py-1 text-right font-medium">
                {M.chart.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  <Link
                    to={weekListPath(w.from)}
                    aria-label={M.chart.openWeek(formatDate(w.from) ?? w.from)}
                    className="text-brand-700 hover:underline"
                  >
                    {formatDate(w.from)}
                  </Link>
                </th>
                {SUBMISSION_SOURCES.map((s) => (
                  <td key={s} className="py-1 pr-3 text-right tabular-nums">
                    {w.bySource[s]}
                  </td>
                ))}
                <td className="py-1 text-right font-semibold tabular-nums">{w.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
