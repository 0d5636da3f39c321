/**
 * One shape of a CV (docs/architecture.md#upload-path): a candidate's files are their submissions.
 * The record's `cv` is a copy of the current submission's file facts that one module writes
 * (`functions/core/data/resume-cv.ts`, in the transaction that accepts or confirms that submission);
 * it names the current submission (`cv.submissionId`) and gives the facts the lists show. Code that
 * acts on the file itself (download, search text, sweep) reads the submission, never the copy's key,
 * and no reader makes a submission up from a record (the records from before submissions are
 * migrated: `npm run migrate-cvs`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript source file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const FUNCTIONS = sources('functions');
/**
 * The one module that writes the record's copy of its current CV, and the migration of the records
 * from before submissions (the only code that reads such a record's own file).
 */
const EXEMPT = new Set(['functions/core/data/resume-cv.ts', 'functions/core/data/cv-migration.ts']);

/** `file:line: text` of every line of the functions' sources (the exempt ones left out) matching `pattern`. */
function linesMatching(pattern: RegExp): string[] {
  return FUNCTIONS.filter((f) => !EXEMPT.has(f)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('one shape of a CV', () => {
  it("no code but the writer reads a file key from the record's copy (`cv.key`)", () => {
    expect(linesMatching(/\bcv[!?]?\.key\b/)).toEqual([]);
  });

  it("no code but the writer sets the record's `cv` in an update (expiry and erasure only remove it)", () => {
    const setting = FUNCTIONS.filter((f) => !EXEMPT.has(f)).filter((file) =>
      /\bset:\s*\{[^}]*\bcv\b/.test(readFileSync(file, 'utf8')),
    );
    expect(setting).toEqual([]);
  });

  it('no code but the writer builds the copy (`StoredCv`) or a submission from a record', () => {
    expect(linesMatching(/\bStoredCv\b|withLegacyCv|legacyCvSubmission/)).toEqual([
      // Its declaration, beside the record's.
      expect.stringMatching(/^functions\/core\/data\/resumes\.ts:\d+: export interface StoredCv/),
      expect.stringMatching(/^functions\/core\/data\/resumes\.ts:\d+: cv\?: StoredCv;/),
    ]);
  });
});
