import type { ResumeStatus } from '@functions/contract/schemas/common';
import { STATUS_STYLES } from './format';
import { cvManagementMessages as M } from './messages';

/** A resume status as a coloured badge (docs/requirements.md#cv-management). */
export function StatusBadge({ status }: { status: ResumeStatus }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLES[status] ?? STATUS_STYLES.new}`}
    >
      {M.statuses[status] ?? status}
    </span>
  );
}
