/**
 * The local journal of upload events (docs/architecture.md#local-durability): what was recorded and
 * not marked done is handed to the next start, whatever the previous run's end (a crash leaves a
 * torn last line); the file empties once nothing is pending.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventJournal } from '../../lib/local/gateway/event-journal.js';

const dir = mkdtempSync(join(tmpdir(), 'journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openEventJournal', () => {
  it('hands what was recorded and never done to the next open, in order; done entries are not replayed', () => {
    const file = join(dir, 'crash.jsonl');
    const first = openEventJournal<{ key: string }>(file);
    expect(first.unhandled).toEqual([]);
    const a = first.record({ key: 'quarantine/a' });
    first.record({ key: 'quarantine/b' });
    first.record({ key: 'quarantine/c' });
    first.done(a);
    // No close: the process was killed here.
    const second = openEventJournal<{ key: string }>(file);
    expect(second.unhandled.map((e) => e.event.key)).toEqual(['quarantine/b', 'quarantine/c']);
    expect(second.pendingCount()).toBe(2);
    second.close();
  });

  it('skips a torn last line, and keeps replaying an entry until it is marked done', () => {
    const file = join(dir, 'torn.jsonl');
    const first = openEventJournal<{ key: string }>(file);
    first.record({ key: 'quarantine/kept' });
    appendFileSync(file, '{"id":"half-written","ev');
    const second = openEventJournal<{ key: string }>(file);
    expect(second.unhandled.map((e) => e.event.key)).toEqual(['quarantine/kept']);
    second.close();
    const third = openEventJournal<{ key: string }>(file);
    expect(third.unhandled).toHaveLength(1);
    third.done(third.unhandled[0]!.id);
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(openEventJournal(file).unhandled).toEqual([]);
  });

  it('empties the file whenever nothing is pending, and appends after that', () => {
    const file = join(dir, 'drain.jsonl');
    const journal = openEventJournal<number>(file);
    const ids = [1, 2, 3].map((n) => journal.record(n));
    for (const id of ids) journal.done(id);
    expect(readFileSync(file, 'utf8')).toBe('');
    journal.record(4);
    expect(openEventJournal<number>(file).unhandled.map((e) => e.event)).toEqual([4]);
  });
});
