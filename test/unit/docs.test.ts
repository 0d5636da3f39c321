/**
 * The two hand-kept documents stay true: every `docs/<file>.md#anchor` the code cites names a
 * heading that exists (GitHub's anchors), every repository path the docs and the README name
 * exists, and the access-pattern chart of docs/architecture.md#access-patterns is the one of
 * `functions/core/data/keys.ts`, row for row.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(path, 'utf8');
/** Tracked and new (not ignored) files of the repository. */
const FILES = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(f));
const DOCS = FILES.filter((f) => /^docs\/[^/]+\.md$/.test(f));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown file: its headings (a repeat gets `-1`, `-2`, ...) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of line.matchAll(/\bid="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

describe('citations of the docs in code', () => {
  const CITING = FILES.filter(
    (f) =>
      /^(functions|lib|web|bin|bench|test)\//.test(f) &&
      /\.(ts|tsx|mjs|js|json|css|html)$/.test(f) &&
      !/^web\/public\//.test(f),
  );

  it('every docs/<file>.md#anchor names a heading of that file', () => {
    const anchors = new Map(DOCS.map((d) => [d, anchorsOf(read(d))]));
    const broken: string[] = [];
    let cited = 0;
    for (const file of CITING) {
      for (const m of read(file).matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) {
        cited++;
        const doc = `docs/${m[1]}`;
        if (!anchors.get(doc)?.has(m[2]!)) broken.push(`${file}: ${m[0]}`);
      }
    }
    expect(cited).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });

  it('every other Markdown file the code names exists', () => {
    const missing: string[] = [];
    for (const file of CITING) {
      for (const m of read(file).matchAll(/(?<![\w/.-])((?:[\w.-]+\/)*[A-Z][\w.-]*\.md)\b/g)) {
        const name = m[1]!;
        const dir = file.slice(0, file.lastIndexOf('/'));
        if (!existsSync(name) && !existsSync(`${dir}/${name}`)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('paths the docs name', () => {
  /** Names in the docs that are not repository files: runtime or build output, a future adapter. */
  const NOT_IN_REPOSITORY = new Set([
    'stack.json', // written under .local/ by `npm start`
    'clients.json', // cognito-local's own file
    'my-data.json', // the export a candidate downloads
    '_lighthouse-eval.js', // Lighthouse's own script
    'opensearch-serverless.ts', // the adapter a move to OpenSearch would add
  ]);
  const TOP = /^(functions|lib|web|bin|bench|test|docs|patches|\.ci)\//;
  const SOURCE = /\.(ts|tsx|mjs|cjs|js|json|md|ya?ml|sh|patch|css)$/;

  it.each(['README.md', ...DOCS])(
    '%s: every file named in code spans exists (as written, or as the tail of a path)',
    (doc) => {
      const missing: string[] = [];
      for (const m of read(doc).matchAll(/`([\w.][\w./-]*)`/g)) {
        const p = m[1]!;
        if (!(TOP.test(p) || SOURCE.test(p)) || NOT_IN_REPOSITORY.has(p) || p.startsWith('.local/')) continue;
        const tail = p.replace(/\/$/, '');
        const found =
          existsSync(p) || FILES.some((f) => f === tail || f.endsWith(`/${tail}`) || f.includes(`/${tail}/`));
        if (!found) missing.push(p);
      }
      expect(missing).toEqual([]);
    },
  );
});

describe('the access-pattern chart', () => {
  /** The rows of a Markdown table as cells without code marks and with single spaces. */
  const rows = (table: string[]) =>
    table
      .map((line) =>
        line
          .replace(/^\s*(\*\s*)?\|/, '')
          .replace(/\|\s*$/, '')
          .split('|')
          .map((cell) => cell.replace(/`/g, '').replace(/\s+/g, ' ').trim()),
      )
      .filter((cells) => !cells.every((c) => /^-*$/.test(c)))
      .slice(1);

  it("docs/architecture.md#access-patterns lists keys.ts's chart, row for row", () => {
    const source = read('functions/core/data/keys.ts').split('\n');
    const inKeys = rows(source.filter((l) => /^ \* \|/.test(l)));
    const doc = read('docs/architecture.md').split('\n');
    const start = doc.indexOf('### Access patterns');
    const table: string[] = [];
    for (const line of doc.slice(start + 1)) {
      if (line.startsWith('|')) table.push(line);
      else if (table.length > 0) break;
    }
    expect(inKeys.length).toBeGreaterThan(40);
    expect(rows(table)).toEqual(inKeys);
  });
});
