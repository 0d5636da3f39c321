/**
 * The batch's own rules that need no table (functions/core/domain/resume-batch.ts): records not
 * started before the invocation's time runs out are reported as not reached, never begun; a past
 * expiry date is refused before any record; each action asks its single route's permission.
 */
import { describe, expect, it } from 'vitest';
import {
  assertMayRunBatch,
  BATCH_NOT_REACHED,
  BATCH_TIME_MARGIN_MS,
  runResumeBatch,
} from '../../functions/core/domain/resume-batch.js';
import { ForbiddenError, ValidationError } from '../../functions/core/errors.js';

describe('resume batch', () => {
  it('reports every id as not reached when the time left is under the margin, in order', async () => {
    const results = await runResumeBatch(
      { action: 'status', ids: ['a', 'b', 'c'], status: 'hired' },
      () => BATCH_TIME_MARGIN_MS - 1,
    );
    expect(results).toEqual(['a', 'b', 'c'].map((id) => ({ id, ok: false, message: BATCH_NOT_REACHED })));
  });

  it('refuses a past expiry date before touching any record', async () => {
    await expect(
      runResumeBatch(
        { action: 'expiry', ids: ['a'], expiryDate: '2001-01-01' },
        () => Number.POSITIVE_INFINITY,
      ),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('asks the permission of the single route of each action', () => {
    expect(() => assertMayRunBatch(['recruiter'], 'status')).not.toThrow();
    expect(() => assertMayRunBatch(['recruiter'], 'delete')).toThrow(ForbiddenError);
    expect(() => assertMayRunBatch(['viewer'], 'expiry')).toThrow(ForbiddenError);
    expect(() => assertMayRunBatch(['hr-manager'], 'delete')).not.toThrow();
  });
});
