/**
 * Job titles (docs/requirements.md#job-titles, docs/requirements.md#public-records): `JOBTITLE#{id}`, listed A-Z on GSI `JOBTITLES`, name
 * unique through `JOBTITLENAME#` guards (`named.ts`). Deleting is soft (the title shows Restore and
 * keeps its name); the `JOBTITLES` counter counts titles not deleted, moved in the transaction of the
 * write it counts. Every state change is conditional on the state it starts from: the loser of a
 * race gets `ConflictError`, an unknown id `NotFoundError`.
 */

import { randomUUID } from 'node:crypto';
import { sortByName } from '../../contract/collation.js';
import { JOB_TITLE_MESSAGES } from '../../contract/messages.js';
import type { JobTitle } from '../../contract/schemas/catalog.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { describeAudit } from './audit-scope.js';
import {
  AUDITED,
  counterDelta,
  getItem,
  isConditionFailure,
  queryAll,
  transact,
  updateIf,
  updateItem,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';
import { createNamedItems, type NamedEntity, now, renameNamed } from './named.js';

interface JobTitleItem extends Omit<JobTitle, '_id'> {
  id: string;
  updatedAt?: string;
  deletedAt?: string;
}

/** Not deleted: the attribute is missing on titles written before soft delete existed. */
const NOT_DELETED = '(attribute_not_exists(isDeleted) OR isDeleted = :false)';

export const toJobTitle = (i: JobTitleItem): JobTitle => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  isDeleted: i.isDeleted ?? false,
  createdAt: i.createdAt,
});

/** Job titles A-Z, deleted ones included (docs/requirements.md#job-titles: they show a Restore action). */
export async function listJobTitles(): Promise<JobTitle[]> {
  // The index orders by bytes; people read names in collation order (contract/collation.ts).
  return sortByName((await queryAll<JobTitleItem>(partitions.jobTitles)).map(toJobTitle));
}

/** The 409 for a job title name that is taken, saying so when the holder is a deleted title. */
async function nameConflict(name: string): Promise<ConflictError> {
  const guard = await getItem<{ id: string }>(keys.jobTitleNameGuard(name), true);
  const holder = guard ? await getItem<JobTitleItem>(keys.jobTitle(guard.id), true) : undefined;
  return new ConflictError(
    holder?.isDeleted
      ? JOB_TITLE_MESSAGES.jobTitleDeletedExists(holder.name)
      : JOB_TITLE_MESSAGES.jobTitleExists(name),
  );
}

const JOB_TITLE: NamedEntity = {
  key: keys.jobTitle,
  guard: keys.jobTitleNameGuard,
  index: indexKeys.jobTitle,
  notFound: JOB_TITLE_MESSAGES.jobTitleNotFound,
  changed: JOB_TITLE_MESSAGES.jobTitleChanged,
  conflict: nameConflict,
};

/**
 * Creates an active job title with a unique (case-insensitive) trimmed name and counts it.
 * Throws `ConflictError` when the name exists (also when it belongs to a deleted title).
 */
export async function createJobTitle(name: string): Promise<JobTitle> {
  const item: JobTitleItem = {
    id: randomUUID(),
    name: name.trim(),
    status: 'active',
    isDeleted: false,
    createdAt: now(),
  };
  describeAudit({}, item.id);
  try {
    await transact([...createNamedItems(JOB_TITLE, item), counterDelta(counters.jobTitles, 1)], AUDITED);
  } catch (err) {
    if (isConditionFailure(err)) throw await nameConflict(item.name);
    throw err;
  }
  return toJobTitle(item);
}

/** Renames a job title (404 unknown id, 409 name taken). */
export async function renameJobTitle(id: string, name: string): Promise<JobTitle> {
  return toJobTitle(await renameNamed<JobTitleItem>(JOB_TITLE, id, name));
}

/** active → hold (docs/requirements.md#job-titles). 404 unknown id; 409 when it is deleted or already on hold. */
export async function pauseJobTitle(id: string): Promise<JobTitle> {
  const item = await updateIf<JobTitleItem>(
    keys.jobTitle(id),
    { set: { status: 'hold', updatedAt: now() } },
    {
      expression: `#st = :active AND ${NOT_DELETED}`,
      names: { '#st': 'status' },
      values: { ':active': 'active', ':false': false },
    },
    (current) => {
      if (!current) throw new NotFoundError(JOB_TITLE_MESSAGES.jobTitleNotFound);
      if (current.isDeleted) throw new ConflictError(JOB_TITLE_MESSAGES.jobTitlePauseDeleted);
      throw new ConflictError(JOB_TITLE_MESSAGES.jobTitlePauseNotActive);
    },
    AUDITED,
  );
  return toJobTitle(item);
}

/**
 * hold → active; on a deleted title this is the Restore action (docs/requirements.md#job-titles): it is undeleted and
 * active again, and counted again. 404 unknown id; 409 when it is already active.
 */
export async function resumeJobTitle(id: string): Promise<JobTitle> {
  const current = await getItem<JobTitleItem>(keys.jobTitle(id), true);
  if (!current) throw new NotFoundError(JOB_TITLE_MESSAGES.jobTitleNotFound);
  const updatedAt = now();
  if (current.isDeleted) {
    try {
      await transact([
        updateItem(
          keys.jobTitle(id),
          { set: { isDeleted: false, status: 'active', updatedAt }, remove: ['deletedAt'] },
          { expression: 'attribute_exists(pk) AND isDeleted = :true', values: { ':true': true } },
        ),
        counterDelta(counters.jobTitles, 1),
      ]);
    } catch (err) {
      if (isConditionFailure(err)) throw new ConflictError(JOB_TITLE_MESSAGES.jobTitleRestoredMeanwhile);
      throw err;
    }
    return toJobTitle({ ...current, isDeleted: false, status: 'active' });
  }
  const item = await updateIf<JobTitleItem>(
    keys.jobTitle(id),
    { set: { status: 'active', updatedAt } },
    {
      expression: `#st = :hold AND ${NOT_DELETED}`,
      names: { '#st': 'status' },
      values: { ':hold': 'hold', ':false': false },
    },
    (latest) => {
      if (!latest) throw new NotFoundError(JOB_TITLE_MESSAGES.jobTitleNotFound);
      throw new ConflictError(JOB_TITLE_MESSAGES.jobTitleResumeNotPaused);
    },
    AUDITED,
  );
  return toJobTitle(item);
}

/**
 * Soft delete (docs/requirements.md#job-titles: a deleted title shows Restore). The name stays reserved so a restore
 * can never collide. 404 unknown id; 409 when it is already deleted.
 */
export async function deleteJobTitle(id: string): Promise<JobTitle> {
  const current = await getItem<JobTitleItem>(keys.jobTitle(id), true);
  if (!current) throw new NotFoundError(JOB_TITLE_MESSAGES.jobTitleNotFound);
  if (current.isDeleted) throw new ConflictError(JOB_TITLE_MESSAGES.jobTitleAlreadyDeleted);
  const at = now();
  try {
    await transact(
      [
        updateItem(
          keys.jobTitle(id),
          { set: { isDeleted: true, deletedAt: at, updatedAt: at } },
          { expression: `attribute_exists(pk) AND ${NOT_DELETED}`, values: { ':false': false } },
        ),
        counterDelta(counters.jobTitles, -1),
      ],
      AUDITED,
    );
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(JOB_TITLE_MESSAGES.jobTitleAlreadyDeleted);
    throw err;
  }
  return toJobTitle({ ...current, isDeleted: true });
}
