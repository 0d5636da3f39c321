/**
 * The `source` view of the CV list (`GET /resume?source=`, docs/requirements.md#dashboard: the
 * by-source figures link here): listed records holding a CV accepted from that source (`sources`,
 * added in the accept transaction), newest first. Reads the newest-first partition (gsi1
 * `RESUMES`, or gsi2 of one status) with a filter, so a page reads until `limit` matched and the
 * total is a COUNT over the partition, like the `from` filter's total.
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { SubmissionSource } from '../../contract/cv-policy.js';
import type { ResumeListQuery } from '../../contract/schemas/resume-admin.js';
import { dynamo } from '../clients.js';
import { ValidationError } from '../errors.js';
import { tableName } from './db.js';
import { partitions } from './keys.js';
import type { ResumeItem } from './resumes.js';

/** Refused with `source`: they read other lists or another order. */
const SOURCE_ALONE = 'source cannot be combined with search, skill, expiring or the A-Z sort';

/**
 * One page of the records with a CV from `q.source`, newest first, with the total of the filtered set.
 *
 * @throws ValidationError when `search`, `skill`, `expiring` or `sort=name` is given too.
 */
export async function listResumesBySource(
  q: ResumeListQuery & { source: SubmissionSource },
): Promise<{ items: ResumeItem[]; total: number }> {
  if (q.search || q.skill || q.expiring || q.sort === 'name')
    throw new ValidationError(SOURCE_ALONE, [{ path: 'source', message: SOURCE_ALONE }]);
  const partition = q.status ? partitions.resumesByStatus(q.status) : partitions.resumesNewest;
  const filters = ['contains(#sources, :source)'];
  const names: Record<string, string> = {
    '#pk': `${partition.index}pk`,
    '#sources': 'sources',
  };
  const values: Record<string, unknown> = { ':pk': partition.pk, ':source': q.source };
  if (q.from) {
    names['#createdAt'] = 'createdAt';
    values[':from'] = `${q.from}T00:00:00.000Z`;
    filters.push('#createdAt >= :from');
  }
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: partition.index,
    KeyConditionExpression: '#pk = :pk',
    FilterExpression: filters.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
  const read = async (select?: 'COUNT') => {
    const items: ResumeItem[] = [];
    let count = 0;
    let start: Record<string, unknown> | undefined;
    const wanted = q.page * q.limit;
    do {
      const out: QueryCommandOutput = await dynamo().send(
        new QueryCommand({ ...input, ...(select ? { Select: select } : {}), ExclusiveStartKey: start }),
      );
      count += out.Count ?? 0;
      items.push(...((out.Items ?? []) as ResumeItem[]));
      start = out.LastEvaluatedKey;
    } while (start && (select || items.length < wanted));
    return { items, count };
  };
  const [page, total] = await Promise.all([read(), read('COUNT')]);
  const first = (q.page - 1) * q.limit;
  return { items: page.items.slice(first, first + q.limit), total: total.count };
}
