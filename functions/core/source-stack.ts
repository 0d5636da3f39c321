/**
 * Source positions in the stack of an error that is logged, read from the bundle's source map only
 * then (docs/architecture.md#observability, "What a cold start loads"). Node's
 * `--enable-source-maps` reads and decodes the whole map of every module as it loads it: 10-30 ms
 * of each cold start for maps of 0.6-5 MB, paid by every invocation that never throws. Here a
 * frame `at x (file:///var/task/index.mjs:1:20345)` becomes
 * `at x (functions/core/http/api.ts:204:3)`, with the map of that file read once per process, at
 * the first error logged.
 *
 * Input: an error (anything else is left alone). Output: the same error, its `stack` rewritten in
 * place (Lambda's runtime prints `stack` for an error a handler throws). Never throws: a file
 * without a map (tests run the sources themselves), or a map that cannot be read, leaves the stack
 * as it was.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Maps by bundle file (`undefined`: none), so a file's map is read at most once. */
const maps = new Map<string, SourceMap | undefined>();

function mapOf(file: string): SourceMap | undefined {
  if (!maps.has(file)) {
    let map: SourceMap | undefined;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = undefined;
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

/** `file:///var/task/index.mjs:1:20345` or `/var/task/index.mjs:1:20345`; the position is 1-based. */
const FRAME_LOCATION = /((?:file:\/\/)?\/[^\s():]+\.m?js):(\d+):(\d+)/g;

/** `../../functions/core/x.ts` (relative to the map) as the project path `functions/core/x.ts`. */
const projectPath = (source: string) => source.replace(/^(?:\.\.?\/)+/, '').replace(/^file:\/\/\/?/, '/');

/** The stack of `stack` with each bundle position replaced by its source position where the map has one. */
export function sourceStack(stack: string): string {
  return stack.replace(FRAME_LOCATION, (whole, location: string, line: string, column: string) => {
    const file = location.startsWith('file:') ? fileURLToPath(location) : location;
    const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return whole;
    return `${projectPath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** `err` with its `stack` in source positions (see the module's comment); returns `err`. */
export function withSourceStack<T>(err: T): T {
  try {
    if (err instanceof Error && typeof err.stack === 'string') err.stack = sourceStack(err.stack);
  } catch {
    // The stack as it was.
  }
  return err;
}
