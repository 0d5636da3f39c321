import { formatDate } from '@functions/contract/dates';
import type { Resume } from '@functions/contract/schemas/resume';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ResumeStatusBadge } from '@/components/admin/resume-status';
import { type AdminRouteKey, adminMayCall } from '@/lib/admin-permissions';
import { expiryTone, formatPhone } from './format';
import { cvManagementMessages as M } from './messages';
import { SkillTags } from './SkillTags';

/** The row actions of docs/requirements.md#cv-management, in menu order. */
export type ResumeAction = 'details' | 'status' | 'email' | 'expiry' | 'delete';

// `route`: the action is shown only to roles that route answers (the route table's permission).
const ACTIONS: { action: ResumeAction; label: string; danger?: boolean; route?: AdminRouteKey }[] = [
  { action: 'details', label: M.actions.viewDetails },
  { action: 'status', label: M.actions.updateStatus, route: 'PUT /resume/{id}' },
  { action: 'email', label: M.actions.email },
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

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-slate-500';
const td = 'px-4 py-4 align-top text-sm';

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
 * The resume table of CV Management (docs/requirements.md#cv-management): Applicant (with the CV marker), Contact, Job
 * Title, Skills (tags that filter the list), Uploaded, Status, Expiry and the row actions menu.
 */
export function ResumeTable({
  resumes,
  onAction,
  onSkill,
}: {
  resumes: Resume[];
  onAction: (action: ResumeAction, resume: Resume) => void;
  /** A skill tag was chosen: filter the list by it. */
  onSkill: (skill: string) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-[68rem] w-full divide-y divide-slate-200">
        <caption className="sr-only">{M.caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {M.columns.applicant}
            </th>
            <th scope="col" className={th}>
              {M.columns.contact}
            </th>
            <th scope="col" className={th}>
              {M.columns.jobTitle}
            </th>
            <th scope="col" className={th}>
              {M.columns.skills}
            </th>
            <th scope="col" className={th}>
              {M.columns.uploaded}
            </th>
            <th scope="col" className={th}>
              {M.columns.status}
            </th>
            <th scope="col" className={th}>
              {M.columns.expiry}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {M.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {resumes.map((resume) => {
            const hasCv = Boolean(resume.cv);
            const phone = formatPhone(resume.contact);
            const status = resume.status ?? 'new';
            return (
              <tr key={resume._id} className="hover:bg-slate-50">
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block font-medium text-slate-900">{resume.name}</span>
                  <span
                    className={`mt-1 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
                      hasCv
                        ? 'bg-success-50 text-success-700 ring-success-200'
                        : 'bg-slate-100 text-slate-600 ring-slate-200'
                    }`}
                  >
                    {hasCv ? M.cvAvailable : M.noCv}
                  </span>
                </th>
                <td className={td}>
                  <a href={`mailto:${resume.email}`} className="block text-brand-700 hover:underline">
                    {resume.email}
                  </a>
                  <span className="mt-0.5 block text-slate-600">{phone ?? M.noPhone}</span>
                </td>
                <td className={`${td} text-slate-700`}>{resume.role || M.noRole}</td>
                <td className={`${td} max-w-56`}>
                  <SkillTags name={resume.name} skills={resume.skills ?? []} limit={4} onSkill={onSkill} />
                </td>
                <td className={`${td} whitespace-nowrap text-slate-700`}>
                  <time
                    dateTime={resume.createdAt}
                    title={formatDate(resume.createdAt, 'dateTime') ?? undefined}
                  >
                    {formatDate(resume.createdAt) ?? '—'}
                  </time>
                </td>
                <td className={td}>
                  <ResumeStatusBadge status={status} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <ExpiryCell resume={resume} />
                </td>
                <td className={`${td} text-right`}>
                  <RowActions resume={resume} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
