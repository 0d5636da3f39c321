import { formatDate } from '@functions/contract/dates';
import type { Resume } from '@functions/contract/schemas/resume';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ResumeStatusBadge } from '@/components/admin/resume-status';
import { addToPostingMessages } from '@/components/applications/messages';
import { formatPhone } from '@/components/phone/format';
import { type AdminRouteKey, adminMayCall } from '@/lib/admin-permissions';
import { type CandidateLinkState, candidatePath } from '@/lib/candidate-link';
import { expiryTone } from './format';
import { MatchSnippet } from './MatchSnippet';
import { cvManagementMessages as M } from './messages';
import { SkillTags } from './SkillTags';

/** The row actions of docs/requirements.md#cv-management, in menu order. */
export type ResumeAction = 'details' | 'status' | 'posting' | 'email' | 'expiry' | 'delete';

// `route`: the action is shown only to roles that route answers (the route table's permission).
const ACTIONS: { action: ResumeAction; label: string; danger?: boolean; route?: AdminRouteKey }[] = [
  { action: 'details', label: M.actions.viewDetails },
  { action: 'status', label: M.actions.updateStatus, route: 'PUT /resume/{id}' },
  { action: 'posting', label: addToPostingMessages.action, route: 'POST /job-posting/{id}/applicants' },
  { action: 'email', label: M.actions.email, route: 'POST /resume/{id}/mails' },
  { action: 'expiry', label: M.actions.setExpiry, route: 'PUT /resume/{id}/expiry' },
  { action: 'delete', label: M.actions.delete, danger: true, route: 'DELETE /resume/{id}' },
];

function RowActions({
  resume,
  onAction,
}: {
  resume: Resume;
  onAction: (a: ResumeAction, r: Resume) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={M.actions.menu(resume.name)}
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-slate-600 hover:bg-slate-50 data-[state=open]:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {ACTIONS.filter((a) => !a.route || adminMayCall(a.route)).map(({ action, label, danger }) => (
            <DropdownMenu.Item
              key={action}
              onSelect={() => onAction(action, resume)}
              className={`cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 ${
                danger ? 'text-danger-700' : 'text-slate-700'
              }`}
            >
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const th =
  'sticky top-0 z-10 bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wider text-slate-500';
// Dense rows (at most 56 px): one or two short lines per cell, long values clipped with the whole value as title.
const td = 'px-3 py-1.5 align-middle text-sm';

function CvMarker({ hasCv }: { hasCv: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-1.5 text-[0.7rem] font-medium leading-5 ring-1 ring-inset ${
        hasCv
          ? 'bg-success-50 text-success-700 ring-success-200'
          : 'bg-slate-100 text-slate-600 ring-slate-200'
      }`}
    >
      {hasCv ? M.cvAvailable : M.noCv}
    </span>
  );
}

function SelectBox({ resume, selection }: { resume: Resume; selection: TableSelection }) {
  return (
    <input
      type="checkbox"
      aria-label={M.bulk.selectRow(resume.name)}
      checked={selection.has(resume._id)}
      onChange={() => selection.toggle(resume)}
      className="size-4 cursor-pointer accent-brand-700"
    />
  );
}

/** What the table needs of the selection (features/cv-management/BulkActions.tsx). */
export interface TableSelection {
  has: (id: string) => boolean;
  toggle: (resume: Resume) => void;
  setMany: (resumes: readonly Resume[], selected: boolean) => void;
}

function ExpiryCell({ resume }: { resume: Resume }) {
  const tone = expiryTone(resume);
  const date = formatDate(resume.expiryDate);
  if (tone === 'none' && !resume.isExpired) return <span className="text-slate-500">{M.noExpiry}</span>;
  const color =
    tone === 'expired'
      ? 'text-danger-600 font-medium'
      : tone === 'soon'
        ? 'text-warning-600 font-medium'
        : '';
  return (
    <span className={color}>
      {date ?? M.noExpiry}
      {tone === 'expired' ? ` ${M.expired}` : null}
    </span>
  );
}

/**
 * The resume table of CV Management (docs/requirements.md#cv-management): a selection box, Applicant
 * (with the CV marker), Contact, Job Title, Skills (tags that filter the list), Uploaded, Status,
 * Expiry and the row actions menu. It fits 1280 px without scrolling (fixed layout; a name or an
 * address clipped with its full text as title, a job title on up to two lines, skill tags cut
 * before their "+n more"), rows are at most 56 px, the header stays in view; below `md` each
 * record is a card.
 */
export function ResumeTable(props: ResumeTableProps) {
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-slate-200 md:table">
        <caption className="sr-only">{M.caption}</caption>
        <colgroup>
          <col className="w-10" />
          <col className="w-[16%]" />
          <col className="w-[15%]" />
          <col className="w-[12%]" />
          <col className="w-[17%]" />
          <col className="w-[11%]" />
          <col className="w-[12%]" />
          <col className="w-[11%]" />
          <col className="w-14" />
        </colgroup>
        <TableHead resumes={props.resumes} selection={props.selection} />
        <tbody className="divide-y divide-slate-100 bg-white">
          {props.resumes.map((resume) => (
            <ResumeRow key={resume._id} resume={resume} {...props} />
          ))}
        </tbody>
      </table>

      {/* Below md: one card per record, same facts and actions. */}
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={M.caption}>
        {props.resumes.map((resume) => (
          <ResumeCard key={resume._id} resume={resume} {...props} />
        ))}
      </ul>
    </>
  );
}

interface ResumeTableProps {
  resumes: Resume[];
  onAction: (action: ResumeAction, resume: Resume) => void;
  /** The history state of the name links, so the candidate page's Back returns to this list as it is. */
  listState: CandidateLinkState;
  /** A skill tag was chosen: filter the list by it. */
  onSkill: (skill: string) => void;
  selection: TableSelection;
}

/** The column headers, the first a box that selects or clears every row of the page. */
function TableHead({ resumes, selection }: Pick<ResumeTableProps, 'resumes' | 'selection'>) {
  const allOnPage = resumes.length > 0 && resumes.every((r) => selection.has(r._id));
  const columns = [
    M.columns.applicant,
    M.columns.contact,
    M.columns.jobTitle,
    M.columns.skills,
    M.columns.uploaded,
    M.columns.status,
    M.columns.expiry,
  ];
  return (
    <thead>
      <tr>
        <th scope="col" className={th}>
          <input
            type="checkbox"
            aria-label={M.bulk.selectPage}
            checked={allOnPage}
            onChange={() => selection.setMany(resumes, !allOnPage)}
            className="size-4 cursor-pointer accent-brand-700"
          />
        </th>
        {columns.map((label) => (
          <th key={label} scope="col" className={th}>
            {label}
          </th>
        ))}
        <th scope="col" className={`${th} text-right`}>
          <span className="sr-only">{M.columns.actions}</span>
        </th>
      </tr>
    </thead>
  );
}

type RowProps = ResumeTableProps & { resume: Resume };

function ResumeRow({ resume, selection, listState, onSkill, onAction }: RowProps) {
  const phone = formatPhone(resume.contact);
  return (
    <tr className={selection.has(resume._id) ? 'bg-brand-50/60' : 'hover:bg-slate-50'}>
      <td className={td}>
        <SelectBox resume={resume} selection={selection} />
      </td>
      <th scope="row" className={`${td} text-left font-normal`}>
        <Link
          to={candidatePath(resume._id)}
          state={listState}
          title={resume.name}
          className="block truncate font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {resume.name}
        </Link>
        <CvMarker hasCv={Boolean(resume.cv)} />
        <MatchSnippet resume={resume} />
      </th>
      <td className={td}>
        <a
          href={`mailto:${resume.email}`}
          title={resume.email}
          className="block truncate text-brand-700 hover:underline"
        >
          {resume.email}
        </a>
        <span className="block truncate text-xs text-slate-600">{phone ?? M.noPhone}</span>
      </td>
      <td className={`${td} text-slate-700`} title={resume.role || undefined}>
        {/* Two lines before a cut: a job title such as Cloud Engineer shows whole at 1280 px. */}
        <span className="line-clamp-2 break-words">{resume.role || M.noRole}</span>
      </td>
      <td className={td}>
        <SkillTags name={resume.name} skills={resume.skills ?? []} limit={2} onSkill={onSkill} nowrap />
      </td>
      <td className={`${td} whitespace-nowrap text-slate-700`}>
        <time dateTime={resume.createdAt} title={formatDate(resume.createdAt, 'dateTime') ?? undefined}>
          {formatDate(resume.createdAt) ?? '—'}
        </time>
      </td>
      <td className={td}>
        <ResumeStatusBadge status={resume.status ?? 'new'} />
      </td>
      <td className={`${td} whitespace-nowrap`}>
        <ExpiryCell resume={resume} />
      </td>
      <td className={`${td} text-right`}>
        <RowActions resume={resume} onAction={onAction} />
      </td>
    </tr>
  );
}

/** A record as a card (below `md`). */
function ResumeCard({ resume, selection, listState, onAction }: RowProps) {
  const phone = formatPhone(resume.contact);
  return (
    <li className="flex gap-3 px-4 py-3">
      <div className="pt-1">
        <SelectBox resume={resume} selection={selection} />
      </div>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="flex items-center gap-2">
          <Link
            to={candidatePath(resume._id)}
            state={listState}
            className="truncate font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {resume.name}
          </Link>
          <CvMarker hasCv={Boolean(resume.cv)} />
        </p>
        <a href={`mailto:${resume.email}`} className="block truncate text-brand-700">
          {resume.email}
        </a>
        <p className="text-xs text-slate-600">
          {phone ?? M.noPhone} · {resume.role || M.noRole}
        </p>
        <MatchSnippet resume={resume} />
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <ResumeStatusBadge status={resume.status ?? 'new'} />
          <span>{formatDate(resume.createdAt) ?? '—'}</span>
          <ExpiryCell resume={resume} />
        </p>
      </div>
      <div>
        <RowActions resume={resume} onAction={onAction} />
      </div>
    </li>
  );
}
