/**
 * A candidate's activity timeline (docs/requirements.md#candidate-page): submissions, status and
 * expiry changes (before → after), notes, CV views and downloads and mails sent, newest first as
 * `GET /resume/{id}` answers them, each with who ("System" for the intake and mails) and when.
 */
import { formatDate } from '@functions/contract/dates';
import type { ActivityEntry } from '@functions/contract/schemas/audit';
import { auditActionLabel, auditChange } from '@/lib/audit-display';
import { cvManagementMessages as M } from './messages';

export function ActivityTimeline({ entries }: { entries: ActivityEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">{M.activity.empty}</p>;
  return (
    <ol aria-label={M.activity.label} className="relative space-y-4 border-l border-slate-200 pl-5">
      {entries.map((entry) => {
        const change = auditChange(entry.action, entry.details);
        return (
          <li key={`${entry.at} ${entry.action} ${JSON.stringify(entry.details)}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.6rem] top-1.5 size-2.5 rounded-full bg-brand-500 ring-4 ring-white"
            />
            <p className="text-sm font-medium text-slate-900">{auditActionLabel(entry.action)}</p>
            {change ? <p className="text-sm text-slate-700">{change}</p> : null}
            <p className="text-xs text-slate-500">
              {entry.actorName ?? (entry.actorId ? entry.actorId : M.activity.system)}
              {' · '}
              <time dateTime={entry.at}>{formatDate(entry.at, 'dateTime')}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
