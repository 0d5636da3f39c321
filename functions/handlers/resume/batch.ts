/**
 * `POST /resume/batch` `{ action: 'status' | 'expiry' | 'delete', ids, status?, expiryDate? }`
 * (docs/requirements.md#cv-management: bulk actions): each record as its single route would handle
 * it; 403 when the caller lacks the single route's permission; answers `{ results: [{ id, ok,
 * message? }] }` (top level and in `data`), one per id in order, with 200 even when some failed.
 */
import { resumeBatchRequest } from '../../contract/schemas/resume-admin.js';
import { describeAudit } from '../../core/data/audit-scope.js';
import { assertMayRunBatch, runResumeBatch } from '../../core/domain/resume-batch.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/batch',
  { body: resumeBatchRequest },
  async ({ body, caller, remainingMs }) => {
    assertMayRunBatch(caller?.groups ?? [], body.action);
    describeAudit({
      bulkAction: body.action,
      count: body.ids.length,
      ...(body.action === 'status' ? { to: body.status } : {}),
      ...(body.action === 'status' && body.rejectReasonId ? { rejectReasonId: body.rejectReasonId } : {}),
      ...(body.action === 'expiry' ? { to: body.expiryDate } : {}),
    });
    const results = await runResumeBatch(body, remainingMs);
    const done = results.filter((r) => r.ok).length;
    return {
      message: `${done} of ${results.length} resumes changed`,
      data: { results },
      topLevel: { results },
    };
  },
);
