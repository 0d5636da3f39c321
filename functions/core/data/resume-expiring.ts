/**
 * The `expiring` view of the CV list (`GET /resume?expiring={days}`, docs/requirements.md#dashboard:
 * the "expiring soon" figure links here): the CVs still kept whose expiry date falls within the next
 * `days` days, soonest first. Reads that key range of the sparse expiry index (gsi4 `EXPIRY`, which
 * projects whole records) and nothing else; `status` and `from` filter it in memory.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ResumeListQuery } from '../../contract/schemas/resume-admin.js';
import { dynamo } from '../clients.js';
import { ValidationError } from '../errors.js';
import { expiringQuery } from './dashboard-trends.js';
import type { ResumeItem } from './resumes.js';

/** Refused with `expiring`: they read other lists (a name/email prefix, a skill's items). */
const EXPIRING_ALONE = 'expiring cannot be combined with search or skill';

/**
 * One page of the records expiring within `q.expiring` days of `now`, soonest first, with their total.
 *
 * @throws ValidationError when `search` or `skill` is given too.
 */
export async function listExpiringResumes(
  q: ResumeListQuery & { expiring: number },
  now = new Date(),
): Promise<{ items: ResumeItem[]; total: number }> {
  if (q.search || q.skill)
    throw new ValidationError(EXPIRING_ALONE, [{ path: 'expiring', message: EXPIRING_ALONE }]);
  const found: ResumeItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out: QueryCommandOutput = await dynamo().send(
      new QueryCommand({ ...expiringQuery(now, q.expiring), ExclusiveStartKey: start }),
    );
    found.push(...((out.Items ?? []) as ResumeItem[]));
    start = out.LastEvaluatedKey;
  } while (start);
  const fromIso = q.from ? `${q.from}T00:00:00.000Z` : undefined;
  const matches = found.filter(
    (r) =>
      Boolean(r.gsi1pk) && // listed (resumes.ts `isListed`)
      !r.erasingSince &&
      (!q.status || (r.status ?? 'new') === q.status) &&
      (!fromIso || r.createdAt >= fromIso),
  );
  const first = (q.page - 1) * q.limit;
  return { items: matches.slice(first, first + q.limit), total: matches.length };
}
