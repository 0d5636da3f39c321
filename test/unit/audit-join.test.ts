/**
 * An audit entry is joined to the write it describes, not to whichever write of the request comes
 * first (docs/architecture.md#audit-log): the entity module sends the change with db.ts's `AUDITED`
 * and only that transaction carries the request's entries; any other write, before or after it,
 * carries none. DynamoDB is a client mock here: the test reads what each request would send.
 */
import {
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditing, inAuditScope } from '../../functions/core/data/audit-scope.js';
import { AUDITED, put, transact, updateItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';

const ddb = mockClient(DynamoDBDocumentClient);

beforeAll(() => {
  process.env.TABLE_NAME ??= 'audit-join-test';
});
beforeEach(() => {
  ddb.reset();
  ddb.onAnyCommand().resolves({});
});
afterAll(() => ddb.restore());

type Sent = { name: string; input: Record<string, unknown> };
const sent = (): Sent[] =>
  ddb.calls().map((c) => {
    const command = c.args[0] as { constructor: { name: string }; input: Record<string, unknown> };
    return { name: command.constructor.name, input: command.input };
  });
/** The audit actions a sent request carries (Put items of an `AUDIT#` partition in a transaction). */
const auditActionsOf = (s: Sent): string[] =>
  ((s.input.TransactItems ?? []) as { Put?: { Item: { pk: string; action: string } } }[])
    .filter((i) => i.Put?.Item.pk.startsWith('AUDIT#'))
    .map((i) => i.Put!.Item.action);

const sideItem = { ...keys.counter('RESUMES#RECEIVED#2026-W48'), count: 1 };
const change = () => updateItem(keys.user('r1'), { set: { status: 'hired' } });

describe('audit entries join the audited write', () => {
  it('a write before the audited change carries no entry; the change carries it', async () => {
    const { unwritten } = await inAuditScope(
      'admin-1',
      { action: 'resume.status', targetId: 'r1' },
      async () => {
        await put(sideItem);
        await transact([change()], AUDITED);
      },
    );
    const [first, second] = sent();
    expect(first!.name).toBe(PutCommand.name);
    expect(second!.name).toBe(TransactWriteCommand.name);
    expect(auditActionsOf(second!)).toEqual(['resume.status']);
    expect(unwritten).toEqual([]);
  });

  it('the same two writes in the other order: the entry still goes with the change', async () => {
    await inAuditScope('admin-1', { action: 'resume.status', targetId: 'r1' }, async () => {
      await transact([change()], AUDITED);
      await transact([{ Put: { TableName: 'audit-join-test', Item: sideItem } }]);
    });
    const [first, second] = sent();
    expect(auditActionsOf(first!)).toEqual(['resume.status']);
    expect(auditActionsOf(second!)).toEqual([]);
  });

  it('a request without an audited write leaves its entry to be written after it (a read, a no-op)', async () => {
    const { unwritten } = await inAuditScope('admin-1', { action: 'cv.view', targetId: 'r1' }, async () => {
      await put(sideItem);
    });
    expect(sent().map((s) => s.name)).toEqual([PutCommand.name]);
    expect(unwritten.map((e) => e.action)).toEqual(['cv.view']);
  });

  it('an audited transaction that failed gives its entry back, and the retry carries it', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }))
      .resolves({});
    const { unwritten } = await inAuditScope(
      'admin-1',
      { action: 'resume.status', targetId: 'r1' },
      async () => {
        await transact([change()], AUDITED).catch(() => undefined);
        await transact([change()], AUDITED);
      },
    );
    expect(sent().map(auditActionsOf)).toEqual([['resume.status'], ['resume.status']]);
    expect(unwritten).toEqual([]);
  });

  it("a batch item's entry goes with that item's audited write, not with another write inside it", async () => {
    await inAuditScope('admin-1', { action: 'resume.batch' }, async () => {
      await auditing({ action: 'resume.status', targetId: 'r1' }, async () => {
        await put(sideItem);
        await transact([change()], AUDITED);
      });
    });
    const [first, second] = sent();
    expect(first!.name).toBe(PutCommand.name);
    expect(auditActionsOf(second!).sort()).toEqual(['resume.batch', 'resume.status']);
  });

  it('an audited single update goes as a transaction with its entry, and is read back', async () => {
    const { update } = await import('../../functions/core/data/db.js');
    await inAuditScope('admin-1', { action: 'admin.role', targetId: 'a1' }, async () => {
      await update(keys.admin('a1'), { set: { role: 'viewer' } }, undefined, AUDITED);
      await update(keys.admin('a1'), { set: { seen: true } });
    });
    const names = sent().map((s) => s.name);
    expect(names[0]).toBe(TransactWriteCommand.name);
    expect(auditActionsOf(sent()[0]!)).toEqual(['admin.role']);
    expect(names.at(-1)).toBe(UpdateCommand.name);
  });

  it('entity modules send their change as the audited write (an admin role, a status mail)', async () => {
    const { setAdminProfileRole } = await import('../../functions/core/data/admins.js');
    const { saveStatusMail } = await import('../../functions/core/data/status-mails.js');
    await inAuditScope('admin-1', { action: 'admin.role', targetId: 'a1' }, () =>
      setAdminProfileRole('a1', 'viewer'),
    );
    await inAuditScope('admin-1', { action: 'mail-template.save' }, () =>
      saveStatusMail('hired', { subject: 'Welcome', body: 'You are hired.' }, 'admin-1'),
    );
    const carried = sent()
      .filter((s) => s.name === TransactWriteCommand.name)
      .map(auditActionsOf);
    expect(carried).toEqual([['admin.role'], ['mail-template.save']]);
  });
});
