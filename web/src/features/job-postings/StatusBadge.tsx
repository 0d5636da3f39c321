import { Badge } from '@/components/admin/badge';
import { jobPostingsMessages as M } from './messages';

/** Active (green), Paused (amber), Closed (grey); a missing status shows 'draft' (docs/requirements.md#cv-management). */
export function JobStatusBadge({ status }: { status: string | null | undefined }) {
  if (status === 'active') return <Badge tone="green">{M.statuses.active}</Badge>;
  if (status === 'paused') return <Badge tone="amber">{M.statuses.paused}</Badge>;
  if (status === 'closed') return <Badge tone="slate">{M.statuses.closed}</Badge>;
  return <Badge tone="blue">{M.statuses.draft}</Badge>;
}
