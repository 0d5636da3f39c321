/**
 * What job titles and departments share (docs/requirements.md#job-titles): a trimmed name unique case-insensitively
 * through a name guard item (`JOBTITLENAME#` / `DEPTNAME#`, keys.ts) written, moved and released in
 * the same transaction as the item, so two admins can never both take a name.
 */
import { ConflictError, NotFoundError } from '../errors.js';
import {
  AUDITED,
  getItem,
  isConditionFailure,
  putNew,
  releaseGuard,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import type { Key } from './keys.js';

/** How an entity with a unique name is stored and what it answers when a write loses. */
export interface NamedEntity {
  key: (id: string) => Key;
  guard: (name: string) => Key;
  index: (i: { id: string; name: string }) => Record<string, string>;
  notFound: string;
  changed: string;
  /** The 409 for a name another item holds. */
  conflict: (name: string) => Promise<ConflictError>;
}

export const now = () => new Date().toISOString();
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Transaction items that write a new named item and take its name. */
export function createNamedItems<T extends { id: string; name: string }>(
  kind: NamedEntity,
  item: T,
): TransactItem[] {
  return [
    putNew({ ...kind.key(item.id), ...kind.index(item), ...item }),
    putNew({ ...kind.guard(item.name), id: item.id }),
  ];
}

/**
 * Renames an item: updates it (conditional on the name it had when read) and, when the name
 * changes other than in letter case, moves its name guard in the same transaction.
 * Throws `NotFoundError` for an unknown id, `ConflictError` when another item holds the name or
 * the item was renamed meanwhile.
 */
export async function renameNamed<T extends { id: string; name: string }>(
  kind: NamedEntity,
  id: string,
  rawName: string,
): Promise<T> {
  const current = await getItem<T>(kind.key(id), true);
  if (!current) throw new NotFoundError(kind.notFound);
  const name = rawName.trim();
  const updatedAt = now();
  const index = kind.index({ id, name });
  const items: TransactItem[] = [
    updateItem(
      kind.key(id),
      { set: { name, updatedAt, ...index } },
      {
        expression: 'attribute_exists(pk) AND #name = :old',
        names: { '#name': 'name' },
        values: { ':old': current.name },
      },
    ),
  ];
  if (!sameName(current.name, name)) {
    items.push(putNew({ ...kind.guard(name), id }), releaseGuard(kind.guard(current.name), id));
  }
  try {
    await transact(items, AUDITED);
  } catch (err) {
    if (isConditionFailure(err, 1)) throw await kind.conflict(name);
    if (isConditionFailure(err, 0)) {
      if (!(await getItem(kind.key(id), true))) throw new NotFoundError(kind.notFound);
      throw new ConflictError(kind.changed);
    }
    throw err;
  }
  return { ...current, name, updatedAt, ...index };
}

/** The 409 for a taken name that needs no lookup. */
export const nameTaken = (text: (name: string) => string) => async (name: string) =>
  new ConflictError(text(name));
