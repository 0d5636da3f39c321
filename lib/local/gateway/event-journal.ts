/**
 * The local stand-in for S3's own durability of event notifications (docs/architecture.md#local-durability):
 * an upload's `ObjectCreated` record is written to a journal file and fsync'ed before the S3
 * emulator answers the upload, marked done once `cv-received` has run (or the event was parked in
 * the dead-letter file), and replayed on the next start. In the cloud S3 keeps the event until
 * Lambda has taken it; in-process, a kill -9 between the answer and the handler would lose it.
 *
 * The file is JSON lines: `{"id","event"}` when recorded, `{"id","done":true}` when handled. It is
 * compacted on open (only what was never handled is kept) and emptied whenever nothing is pending.
 */
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** One recorded event that was not yet handled. */
export interface JournalEntry<E> {
  id: string;
  event: E;
}

export interface EventJournal<E> {
  /** What the previous run recorded and never marked done, oldest first (read once, on open). */
  readonly unhandled: readonly JournalEntry<E>[];
  /** Records `event` and fsyncs the file before returning (synchronous on purpose: see the module doc). Answers its id. */
  record(event: E): string;
  /** Marks an entry handled; an unknown id is ignored. Empties the file once nothing is pending. */
  done(id: string): void;
  /** Entries recorded and not yet done (including `unhandled` until they are). */
  pendingCount(): number;
  /** Closes the file; entries still pending stay in it for the next start. */
  close(): void;
}

type Line<E> = { id: string; event: E } | { id: string; done: true };

/** The entries of `file` never marked done, in the order recorded; a torn last line (a crash mid-write) is skipped. */
function readUnhandled<E>(file: string): JournalEntry<E>[] {
  if (!existsSync(file)) return [];
  const pending = new Map<string, E>();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    let line: Line<E>;
    try {
      line = JSON.parse(text) as Line<E>;
    } catch {
      continue;
    }
    if ('done' in line) pending.delete(line.id);
    else if (line.id) pending.set(line.id, line.event);
  }
  return [...pending].map(([id, event]) => ({ id, event }));
}

/** Writes `text` to `file` through a temporary file renamed over it, both fsync'ed. */
function writeDurably(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  const fd = openSync(tmp, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/**
 * Opens (creating when missing) the journal at `file`: reads what the previous run left unhandled,
 * compacts the file to those entries, and appends from then on.
 *
 * @throws the file system's errors (an unwritable data directory).
 */
export function openEventJournal<E>(file: string): EventJournal<E> {
  mkdirSync(dirname(file), { recursive: true });
  const unhandled = readUnhandled<E>(file);
  writeDurably(file, unhandled.map((e) => `${JSON.stringify(e)}\n`).join(''));
  const fd = openSync(file, 'a');
  const pending = new Set(unhandled.map((e) => e.id));
  let closed = false;
  return {
    unhandled,
    record(event) {
      const id = randomUUID();
      writeSync(fd, `${JSON.stringify({ id, event })}\n`);
      fsyncSync(fd);
      pending.add(id);
      return id;
    },
    done(id) {
      if (closed || !pending.delete(id)) return;
      // Not fsync'ed: a done mark lost in a crash only replays an event, and every delivery is idempotent.
      if (pending.size === 0) ftruncateSync(fd, 0);
      else writeSync(fd, `${JSON.stringify({ id, done: true })}\n`);
    },
    pendingCount: () => pending.size,
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
    },
  };
}
