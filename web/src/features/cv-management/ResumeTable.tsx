import type { Resume } from '../../../../functions/contract/schemas/resume';
import { expiryTone, formatDate, formatDateTime, formatPhone, STATUS_STYLES } from './format';
import { cvManagementMessages as M } from './messages';

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
 * The resume table of CV Management (admin-area §2): Applicant (with the CV marker), Contact, Job
 * Title, Uploaded, Status and Expiry. Row actions come with the resume dialogs.
 */
export function ResumeTable({ resumes }: { resumes: Resume[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-[56rem] w-full divide-y divide-slate-200">
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
              {M.columns.uploaded}
            </th>
            <th scope="col" className={th}>
              {M.columns.status}
            </th>
            <th scope="col" className={th}>
              {M.columns.expiry}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {resumes.map((resume) => {
            const hasCv = Boolean(resume.cv || resume['resume-link']);
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
                <td className={`${td} whitespace-nowrap text-slate-700`}>
                  <time dateTime={resume.createdAt} title={formatDateTime(resume.createdAt) ?? undefined}>
                    {formatDate(resume.createdAt) ?? '—'}
                  </time>
                </td>
                <td className={td}>
                  <span
                    className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLES[status] ?? STATUS_STYLES.new}`}
                  >
                    {M.statuses[status] ?? status}
                  </span>
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <ExpiryCell resume={resume} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
