/**
 * Departments (docs/requirements.md#departments): `DEPT#{id}`, listed A-Z on GSI `DEPARTMENTS`, name unique through
 * `DEPTNAME#` guards (`named.ts`), counted by `DEPARTMENTS`. A department counts the job postings
 * that name it (`jobPostings` on its item, moved in each posting transaction by `postingCount`); it
 * cannot be deleted while that count is above 0.
 */

import { randomUUID } from 'node:crypto';
import { sortByName } from '../../contract/collation.js';
import { DEPARTMENT_MESSAGES } from '../../contract/messages.js';
import type { Department } from '../../contract/schemas/catalog.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { describeAudit } from './audit-scope.js';
import {
  AUDITED,
  counterDelta,
  deleteItem,
  getItem,
  getItems,
  isConditionFailure,
  queryAll,
  releaseGuard,
  type TransactItem,
  transact,
  updateIf,
  updateItem,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';
import { createNamedItems, type NamedEntity, nameTaken, now, renameNamed } from './named.js';

interface DepartmentItem extends Omit<Department, '_id' | 'jobPostings'> {
  id: string;
  /** Postings that name this department (missing = 0). */
  jobPostings?: number;
  updatedAt?: string;
}

export const toDepartment = (i: DepartmentItem): Department => ({
  _id: i.id,
  name: i.name,
  status: i.status,
  created_by: i.created_by ?? null,
  createdAt: i.createdAt,
  jobPostings: Math.max(0, i.jobPostings ?? 0),
});

/** Departments A-Z. */
export async function listDepartments(): Promise<Department[]> {
  // The index orders by bytes; people read names in collation order (contract/collation.ts).
  return sortByName((await queryAll<DepartmentItem>(partitions.departments)).map(toDepartment));
}

/** One department by id, or `undefined`. */
export async function getDepartment(id: string): Promise<Department | undefined> {
  const item = await getItem<DepartmentItem>(keys.department(id));
  return item ? toDepartment(item) : undefined;
}

/** The departments of `ids` (each read once, in one BatchGetItem), by id; unknown ids are left out. */
export async function getDepartments(ids: readonly string[]): Promise<Map<string, Department>> {
  const unique = [...new Set(ids)];
  const found = await getItems<DepartmentItem>(unique.map((id) => keys.department(id)));
  return new Map(found.filter((d): d is DepartmentItem => !!d).map((d) => [d.id, toDepartment(d)]));
}

const DEPARTMENT: NamedEntity = {
  key: keys.department,
  guard: keys.departmentNameGuard,
  index: indexKeys.department,
  notFound: DEPARTMENT_MESSAGES.departmentNotFound,
  changed: DEPARTMENT_MESSAGES.departmentChanged,
  conflict: nameTaken(DEPARTMENT_MESSAGES.departmentExists),
};

/**
 * Creates a department with a unique (case-insensitive) name; `createdBy` comes from the admin's
 * token, never from the body. Throws `ConflictError` when the name exists.
 */
export async function createDepartment(
  name: string,
  createdBy: Department['created_by'],
): Promise<Department> {
  const item: DepartmentItem = {
    id: randomUUID(),
    name: name.trim(),
    status: 'active',
    created_by: createdBy,
    createdAt: now(),
  };
  describeAudit({}, item.id);
  try {
    await transact(
      [...createNamedItems(DEPARTMENT, { ...item, jobPostings: 0 }), counterDelta(counters.departments, 1)],
      AUDITED,
    );
  } catch (err) {
    if (isConditionFailure(err)) throw await DEPARTMENT.conflict(item.name);
    throw err;
  }
  return toDepartment(item);
}

/** Renames a department (404 unknown id, 409 name taken). */
export async function renameDepartment(id: string, name: string): Promise<Department> {
  return toDepartment(await renameNamed<DepartmentItem>(DEPARTMENT, id, name));
}

/**
 * Moves a department between `active` and `hold` (docs/requirements.md#departments: hold, reactivate).
 * 404 unknown id; 409 when it is not in the `from` state.
 */
export async function setDepartmentStatus(
  id: string,
  from: Department['status'],
  to: Department['status'],
): Promise<Department> {
  const item = await updateIf<DepartmentItem>(
    keys.department(id),
    { set: { status: to, updatedAt: now() } },
    { expression: '#st = :from', names: { '#st': 'status' }, values: { ':from': from } },
    (current) => {
      if (!current) throw new NotFoundError(DEPARTMENT_MESSAGES.departmentNotFound);
      throw new ConflictError(
        to === 'hold'
          ? DEPARTMENT_MESSAGES.departmentHoldNotActive
          : DEPARTMENT_MESSAGES.departmentReactivateNotOnHold,
      );
    },
    AUDITED,
  );
  return toDepartment(item);
}

/**
 * Deletes a department and frees its name. Refused with 409 while job postings name it (the
 * count on its item is checked in the same transaction, so a posting created meanwhile wins).
 */
export async function deleteDepartment(id: string): Promise<void> {
  const current = await getItem<DepartmentItem>(keys.department(id), true);
  if (!current) throw new NotFoundError(DEPARTMENT_MESSAGES.departmentNotFound);
  const inUse = (n: number) => new ConflictError(DEPARTMENT_MESSAGES.departmentInUse(current.name, n));
  if ((current.jobPostings ?? 0) > 0) throw inUse(current.jobPostings ?? 0);
  try {
    await transact(
      [
        deleteItem(keys.department(id), {
          expression:
            'attribute_exists(pk) AND #name = :name AND (attribute_not_exists(jobPostings) OR jobPostings <= :zero)',
          names: { '#name': 'name' },
          values: { ':zero': 0, ':name': current.name },
        }),
        releaseGuard(keys.departmentNameGuard(current.name), id),
        counterDelta(counters.departments, -1),
      ],
      AUDITED,
    );
  } catch (err) {
    if (isConditionFailure(err)) {
      const latest = await getItem<DepartmentItem>(keys.department(id), true);
      if (!latest) throw new NotFoundError(DEPARTMENT_MESSAGES.departmentNotFound);
      if ((latest.jobPostings ?? 0) > 0) throw inUse(latest.jobPostings ?? 0);
      throw new ConflictError(DEPARTMENT_MESSAGES.departmentChanged);
    }
    throw err;
  }
}

/**
 * Transaction item that moves the posting count of a department by `delta`; the department must
 * exist (its condition fails otherwise: see `unknownDepartment`).
 */
export function postingCount(departmentId: string, delta: 1 | -1): TransactItem {
  return updateItem(
    keys.department(departmentId),
    { add: { jobPostings: delta } },
    { expression: 'attribute_exists(pk)' },
  );
}

/** The 400 for a posting naming a department that does not exist (any more). */
export const unknownDepartment = () =>
  new ValidationError(DEPARTMENT_MESSAGES.departmentUnknown, [
    { path: 'department', message: DEPARTMENT_MESSAGES.departmentUnknownField },
  ]);
