/**
 * Rejection reasons (docs/requirements.md#rejection-reasons, docs/architecture.md#rejection-reasons):
 * one item per reason, `REJECTREASONS` / `REASON#{id}` (`name`, `active`, `order`, `uses`). A site
 * without any gets the defaults on its first read. Every rejection adds one to its reason's `uses`
 * in the rejection's own transaction, conditioned on the reason being active (`rejectReasonUseItem`),
 * so a reason is never deleted once used, and never used once deactivated.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  DEFAULT_REJECT_REASONS,
  REJECT_REASON_MESSAGES,
  type RejectReason,
  type rejectReasonsRequest,
} from '../../contract/schemas/reject-reasons.js';
import { ValidationError } from '../errors.js';
import { describeAudit } from './audit-scope.js';
import {
  AUDITED,
  deleteItem,
  isConditionFailure,
  putItem,
  queryAll,
  retryOnConflict,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { keys, ranges } from './keys.js';

/** The stored reason. */
interface RejectReasonItem extends RejectReason {
  order: number;
  /** Rejections that named it (never taken back: erasure keeps the report's counts). */
  uses?: number;
}

const toReason = (i: RejectReasonItem): RejectReason => ({ id: i.id, name: i.name, active: i.active });

/** Every stored reason in list order (a Query of one small partition). */
async function readItems(): Promise<RejectReasonItem[]> {
  const items = await queryAll<RejectReasonItem>(ranges.rejectReasons);
  return items.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/**
 * The list in its order, deactivated reasons included. The first read of a site writes the defaults
 * (each `attribute_not_exists`, so two first reads at once write them once).
 */
export async function listRejectReasons(): Promise<RejectReason[]> {
  let items = await readItems();
  if (items.length === 0) {
    try {
      await transact(
        DEFAULT_REJECT_REASONS.map((r, order) =>
          putItem({ ...keys.rejectReason(r.id), ...r, order }, { expression: 'attribute_not_exists(pk)' }),
        ),
      );
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    items = await readItems();
  }
  return items.map(toReason);
}

/**
 * The active reason `id`, for a rejection about to be written.
 * @throws ValidationError (400, path `rejectReasonId`) for an unknown or deactivated reason.
 */
export async function requireActiveReason(id: string): Promise<RejectReason> {
  const found = (await listRejectReasons()).find((r) => r.id === id && r.active);
  if (!found)
    throw new ValidationError(REJECT_REASON_MESSAGES.unknown, [
      { path: 'rejectReasonId', message: REJECT_REASON_MESSAGES.unknown },
    ]);
  return found;
}

/**
 * Transaction item of a rejection naming reason `id`: one more use, only while the reason exists and
 * is active (a reason deactivated meanwhile fails the rejection's transaction).
 */
export const rejectReasonUseItem = (id: string): TransactItem =>
  updateItem(
    keys.rejectReason(id),
    { add: { uses: 1 } },
    {
      expression: 'attribute_exists(pk) AND #active = :yes',
      names: { '#active': 'active' },
      values: { ':yes': true },
    },
  );

/**
 * `PUT /admin/reject-reasons`: the list becomes `body.reasons`, in that order (ids minted for new
 * ones). A stored reason left out is deleted when no rejection used it, else kept deactivated at the
 * end of the list. One audited transaction conditioned on the uses read; a rejection landing
 * meanwhile makes it read again. Answers the saved list.
 */
export async function saveRejectReasons(
  body: z.output<typeof rejectReasonsRequest>,
): Promise<RejectReason[]> {
  await listRejectReasons();
  return retryOnConflict(async () => {
    const stored = await readItems();
    const byId = new Map(stored.map((i) => [i.id, i]));
    const wanted: RejectReasonItem[] = body.reasons.map((r, order) => ({
      id: r.id ?? randomUUID(),
      name: r.name,
      active: r.active,
      order,
    }));
    const keep = new Set(wanted.map((r) => r.id));
    const dropped = stored.filter((i) => !keep.has(i.id));
    const deactivated = dropped.filter((i) => (i.uses ?? 0) > 0);
    const deleted = dropped.filter((i) => (i.uses ?? 0) === 0);
    const items: TransactItem[] = [
      ...wanted.map((r) =>
        byId.has(r.id)
          ? updateItem(
              keys.rejectReason(r.id),
              { set: { name: r.name, active: r.active, order: r.order } },
              { expression: 'attribute_exists(pk)' },
            )
          : putItem({ ...keys.rejectReason(r.id), ...r }, { expression: 'attribute_not_exists(pk)' }),
      ),
      ...deactivated.map((i, n) =>
        updateItem(
          keys.rejectReason(i.id),
          { set: { active: false, order: wanted.length + n } },
          { expression: 'attribute_exists(pk)' },
        ),
      ),
      ...deleted.map((i) =>
        deleteItem(keys.rejectReason(i.id), {
          expression: 'attribute_not_exists(#uses) OR #uses = :none',
          names: { '#uses': 'uses' },
          values: { ':none': 0 },
        }),
      ),
    ];
    describeAudit({
      reasons: wanted.length,
      ...(deleted.length ? { deleted: deleted.map((i) => i.id).join(',') } : {}),
      ...(deactivated.length ? { keptDeactivated: deactivated.map((i) => i.id).join(',') } : {}),
    });
    await transact(items, AUDITED);
    return [...wanted, ...deactivated.map((i) => ({ ...i, active: false }))].map(toReason);
  });
}

/** Names of every reason by id (deactivated ones included; the defaults before any was stored), for the report: reads only. */
export async function rejectReasonNames(): Promise<Map<string, string>> {
  const items = await readItems();
  return new Map((items.length ? items : DEFAULT_REJECT_REASONS).map((r) => [r.id, r.name]));
}
