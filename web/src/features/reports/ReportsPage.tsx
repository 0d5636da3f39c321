/**
 * /admin/reports (docs/requirements.md#hiring-reports): a date range (Dublin days) and one posting
 * or all; the funnel with its conversion, time to hire (median, 75th percentile), time in each
 * stage, rejection reasons, sources and offers, each as bars with the figures in a table beside
 * them (what a screen reader reads), and a CSV download of every figure. HR Manager and above.
 */
import { formatDate, isoDay } from '@functions/contract/dates';
import { RESUME_STATUS_LABELS } from '@functions/contract/schemas/common';
import type { HiringReport } from '@functions/contract/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/components/admin/buttons';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { saveCsvFile } from '@/lib/csv-file';
import { useDocumentTitle } from '@/lib/document-title';
import { conversions, hiringReportQuery, type ReportParams, reportPostingsQuery, reportToCsv } from './api';
import { reportsMessages as M } from './messages';

const DAY_MS = 86_400_000;
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** A card with a heading and its content. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Rows of label, bar (width by value against the largest) and the figure; the bar is decoration. */
function Bars({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string, string?];
  rows: { label: string; value: number | null; extra?: string }[];
}) {
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="w-2/5 py-1 font-medium">
            {head[0]}
          </th>
          <th scope="col" className="py-1 font-medium">
            {head[1]}
          </th>
          {head[2] ? (
            <th scope="col" className="w-24 py-1 text-right font-medium">
              {head[2]}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-t border-slate-100">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-800">
              {r.label}
            </th>
            <td className="py-1.5">
              <div className="flex items-center gap-2">
                <div className="h-3 flex-1 rounded bg-slate-100" aria-hidden="true">
                  <div
                    className="h-3 rounded bg-brand-600"
                    style={{ width: `${((r.value ?? 0) / max) * 100}%` }}
                  />
                </div>
                <span className="w-12 text-right tabular-nums text-slate-900">{r.value ?? '-'}</span>
              </div>
            </td>
            {head[2] ? <td className="py-1.5 text-right tabular-nums text-slate-700">{r.extra}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReportView({ report }: { report: HiringReport }) {
  const conv = conversions(report.funnel);
  const applied = report.funnel[0]?.count ?? 0;
  const hired = report.funnel.at(-1)?.count ?? 0;
  const t = report.timeToHireDays;
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <Section title={M.funnel.title}>
        <p className="mt-1 text-sm text-slate-600">{M.funnel.summary(applied, hired)}</p>
        <Bars
          caption={M.funnel.title}
          head={[M.funnel.stage, M.funnel.count, M.funnel.conversion]}
          rows={report.funnel.map((f, i) => ({
            label: M.funnelStages[f.stage],
            value: f.count,
            extra: conv[i] === null || conv[i] === undefined ? M.funnel.none : `${conv[i]}%`,
          }))}
        />
      </Section>
      <Section title={M.timeToHire.title}>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
          {(
            [
              [M.timeToHire.median, M.timeToHire.days(t.median)],
              [M.timeToHire.p75, M.timeToHire.days(t.p75)],
              [M.timeToHire.n, String(t.n)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{M.timeToHire.note}</p>
        <h3 className="mt-4 font-semibold text-slate-900">{M.timeInStage.title}</h3>
        <p className="text-xs text-slate-600">{M.timeInStage.note}</p>
        <Bars
          caption={M.timeInStage.title}
          head={[M.timeInStage.stage, M.timeInStage.median]}
          rows={report.timeInStageDays.map((s) => ({
            label: RESUME_STATUS_LABELS[s.stage],
            value: s.median,
          }))}
        />
      </Section>
      <Section title={M.reasons.title}>
        {report.rejectReasons.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{M.reasons.none}</p>
        ) : (
          <Bars
            caption={M.reasons.title}
            head={[M.reasons.reason, M.reasons.count]}
            rows={report.rejectReasons.map((r) => ({ label: r.name, value: r.count }))}
          />
        )}
      </Section>
      <Section title={M.sources.title}>
        <Bars
          caption={M.sources.title}
          head={[M.sources.source, M.sources.count]}
          rows={report.sources.map((s) => ({ label: M.sourceNames[s.source], value: s.count }))}
        />
      </Section>
      <Section title={M.offers.title}>
        <Bars
          caption={M.offers.title}
          head={[M.offers.outcome, M.offers.count]}
          rows={(Object.keys(M.offerOutcomes) as (keyof typeof M.offerOutcomes)[]).map((o) => ({
            label: M.offerOutcomes[o],
            value: report.offers[o],
          }))}
        />
      </Section>
    </div>
  );
}

/** A labelled date input of the range (a Dublin calendar day); `errorId` marks it invalid and names the error. */
function DayField(props: {
  id: string;
  label: string;
  value: string;
  max?: string;
  errorId?: string;
  onChange: (day: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        required
        max={props.max}
        value={props.value}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        onChange={(e) => props.onChange(e.target.value)}
        className={`${inputClass} mt-1`}
      />
    </div>
  );
}

export function ReportsPage() {
  useDocumentTitle(M.title);
  const today = isoDay();
  const [draft, setDraft] = useState<ReportParams>({ from: daysBefore(today, 29), to: today, postingId: '' });
  const [params, setParams] = useState<ReportParams>(draft);
  const report = useQuery(hiringReportQuery(params));
  const postings = useQuery(reportPostingsQuery());
  const ids = { from: useId(), to: useId(), posting: useId(), error: useId() };
  const badRange = draft.from > draft.to;
  const postingName = postings.data?.jobs.find((j) => j._id === params.postingId)?.job_title ?? M.allPostings;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!badRange) setParams(draft);
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!report.data}
          onClick={() =>
            report.data &&
            saveCsvFile(reportToCsv(report.data, params, postingName), M.csvFileName(params.from, params.to))
          }
        >
          {M.download}
        </button>
      </PageHeader>
      <form
        aria-label={M.filters}
        onSubmit={submit}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <DayField
          id={ids.from}
          label={M.from}
          value={draft.from}
          max={draft.to}
          errorId={badRange ? ids.error : undefined}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DayField id={ids.to} label={M.to} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <div className="min-w-56 flex-1">
          <label htmlFor={ids.posting} className="block text-sm font-medium text-slate-800">
            {M.posting}
          </label>
          <select
            id={ids.posting}
            value={draft.postingId}
            onChange={(e) => setDraft({ ...draft, postingId: e.target.value })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{M.allPostings}</option>
            {(postings.data?.jobs ?? []).map((j) => (
              <option key={j._id} value={j._id}>
                {j.job_title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass.primary} disabled={badRange}>
          {M.apply}
        </button>
        {badRange ? (
          <p id={ids.error} role="alert" className="w-full text-sm text-red-700">
            {M.badRange}
          </p>
        ) : null}
      </form>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {M.range(formatDate(params.from) ?? params.from, formatDate(params.to) ?? params.to)} {postingName}
      </p>
      {report.isPending ? (
        <LoadingPanel label={M.loading} className="mt-6" />
      ) : report.isError ? (
        <LoadErrorPanel
          message={M.failed(report.error.message)}
          retryLabel={M.retry}
          onRetry={() => report.refetch()}
        />
      ) : (
        <ReportView report={report.data} />
      )}
    </div>
  );
}
