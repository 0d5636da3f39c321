/**
 * How long a candidate record keeps its CV (docs/requirements.md#cv-management, #my-data,
 * #candidate-mails): the expiry date a recruiter sets, the candidate's "keep my CV" renewal, the
 * 7-day reminder's claim, and the expiry sweep's reads of the sparse expiry index (gsi4 `EXPIRY`)
 * and its mark of an erased CV.
 */
import { describeAudit } from './audit-scope.js';
import {
  AUDITED,
  isConditionFailure,
  queryPage,
  queryPages,
  retryOnConflict,
  type TransactItem,
  transact,
  update,
  updateItem,
} from './db.js';
import { ATTR, indexKeys, keys, partitions } from './keys.js';
import { type Consent, type ResumeItem, requireResume, sameRecordVersion } from './resumes.js';

/** The expiry index's attributes: removed when a record leaves the index. */
const EXPIRY_INDEX = [ATTR.gsi4pk, ATTR.gsi4sk];

/** Records whose `expiryDate` is before `nowIso`, oldest first (sparse expiry index). */
export async function listDueToExpire(nowIso: string, limit: number): Promise<ResumeItem[]> {
  return queryPage<ResumeItem>(
    partitions.resumesDueToExpire,
    { page: 1, limit },
    { sortKeyBelow: `${nowIso}#` },
  );
}

/** Records whose `expiryDate` is before `beforeIso`, oldest first, read page by page (sparse expiry index). */
export async function* expiringBefore(beforeIso: string): AsyncGenerator<ResumeItem> {
  for await (const page of queryPages<ResumeItem>(partitions.resumesDueToExpire, { pageSize: 100 })) {
    for (const item of page) {
      if (!item.expiryDate || item.expiryDate >= beforeIso) return;
      yield item;
    }
  }
}

/**
 * Marks a record whose CV was erased as expired and takes it off the expiry index. Conditioned on
 * the index key read (`gsi4sk`); `false` when another run or a new upload changed it meanwhile.
 */
export async function markCvExpired(item: ResumeItem, nowIso: string): Promise<boolean> {
  try {
    await update(
      keys.user(item.id),
      {
        set: { isExpired: true, updatedAt: nowIso, cvErasedAt: nowIso },
        remove: ['cv', ...EXPIRY_INDEX],
      },
      { expression: '#expirySk = :sk', names: { '#expirySk': ATTR.gsi4sk }, values: { ':sk': item.gsi4sk } },
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Sets (`expiryIso`) or removes (`null`) the expiry date. A record whose CV is still held goes on
 * the sparse expiry index at that date (so the sweep finds it then); a removed date, or a record
 * without a CV, is off the index. Conditioned on `updatedAt`, so a concurrent change (a new upload,
 * the sweep) is never overwritten with stale index keys.
 *
 * @throws NotFoundError for an unknown id; ConflictError when the record keeps changing.
 */
export async function setResumeExpiry(id: string, expiryIso: string | null): Promise<ResumeItem> {
  return retryOnConflict(async () => {
    const current = await requireResume(id);
    const now = new Date().toISOString();
    const indexed = expiryIso !== null && Boolean(current.cv) && !current.isExpired;
    const expiry = indexed ? indexKeys.resumeExpiry({ id, expiryDate: expiryIso! }) : undefined;
    describeAudit({ from: current.expiryDate ?? null, to: expiryIso });
    await update(
      keys.user(id),
      {
        set: { updatedAt: now, expiryDate: expiryIso ?? undefined, ...expiry },
        remove: [...(expiryIso === null ? ['expiryDate'] : []), ...(expiry ? [] : EXPIRY_INDEX)],
      },
      sameRecordVersion(current),
      AUDITED,
    );
    const next: ResumeItem = { ...current, updatedAt: now };
    if (expiryIso === null) delete next.expiryDate;
    else next.expiryDate = expiryIso;
    next.gsi4sk = expiry?.gsi4sk;
    return next;
  });
}

/**
 * Keeps the record's CV until `expiryIso` with fresh `consent` ("keep my CV for another 90 days",
 * docs/requirements.md#my-data): the new expiry date on the sparse expiry index, `consent` as the
 * record's consent and appended to `consentRenewals`, in one write conditioned on the record as
 * read and on a CV still held. Answers the record afterwards, or `undefined` when no CV is held.
 *
 * @throws NotFoundError for an unknown (or erasing) id; ConflictError when the record keeps changing.
 */
export async function renewResumeRetention(
  id: string,
  expiryIso: string,
  consent: Consent,
): Promise<ResumeItem | undefined> {
  return retryOnConflict(async () => {
    const current = await requireResume(id);
    if (!current.cv || current.isExpired) return undefined;
    const consentRenewals = [...(current.consentRenewals ?? []), consent];
    const expiry = indexKeys.resumeExpiry({ id, expiryDate: expiryIso });
    await update(
      keys.user(id),
      { set: { updatedAt: consent.acceptedAt, expiryDate: expiryIso, consent, consentRenewals, ...expiry } },
      {
        expression: 'attribute_exists(pk) AND updatedAt = :prev AND attribute_exists(cv) AND isExpired = :no',
        values: { ':prev': current.updatedAt, ':no': false },
      },
    );
    return {
      ...current,
      ...expiry,
      updatedAt: consent.acceptedAt,
      expiryDate: expiryIso,
      consent,
      consentRenewals,
    };
  });
}

/**
 * Claims the 7-day reminder of the record's current expiry date (docs/requirements.md#candidate-mails):
 * sets `remindedFor` when it does not already name that date and the date is unchanged. Answers
 * true for the one caller that set it, so two sweeps at once send one reminder. `alsoWrite` items
 * go in the same transaction (the reminder's outbox item: core/mail.ts).
 */
export async function claimExpiryReminder(
  record: Pick<ResumeItem, 'id' | 'expiryDate'>,
  alsoWrite: TransactItem[] = [],
): Promise<boolean> {
  if (!record.expiryDate) return false;
  try {
    await transact([
      updateItem(
        keys.user(record.id),
        { set: { remindedFor: record.expiryDate } },
        {
          expression:
            'attribute_exists(pk) AND expiryDate = :e AND isExpired = :no AND attribute_not_exists(erasingSince) AND (attribute_not_exists(remindedFor) OR remindedFor <> :e)',
          values: { ':e': record.expiryDate, ':no': false },
        },
      ),
      ...alsoWrite,
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
