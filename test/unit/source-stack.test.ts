/**
 * A logged error's stack in source positions without Node's `--enable-source-maps`
 * (functions/core/source-stack.ts): a module bundled and minified as the functions are (the
 * bench's esbuild options) throws; its stack names the bundle, and `withSourceStack` turns each
 * bundle position into the source file, line and column, reading the map only then.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../bench/functions.js';
import { sourceStack, withSourceStack } from '../../functions/core/source-stack.js';

const dir = mkdtempSync(join(tmpdir(), 'source-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = [
  '// a comment line',
  'export function inner(n: number): number {',
  "  if (n > 2) throw new Error('too big: ' + n);",
  '  return n;',
  '}',
  'export const handler = async (n: number) => inner(n) + 1;',
  '',
].join('\n');

async function bundled(): Promise<string> {
  const entry = join(dir, 'thrower.ts');
  writeFileSync(entry, SOURCE);
  const out = join(dir, 'thrower', 'index.mjs');
  await build({ ...esbuildOptions(entry, out), metafile: false });
  return out;
}

describe('source positions of a logged error', () => {
  it('maps the bundle positions to the source file and line', async () => {
    const file = await bundled();
    // A plain node, as Lambda runs the bundle (no test runner's source map support).
    const { NODE_OPTIONS: _loader, ...env } = process.env;
    const stack = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); await m.handler(5).catch((e) => process.stdout.write(e.stack));`,
      ],
      { env, encoding: 'utf8' },
    );
    expect(stack).toMatch(/^Error: too big: 5/);
    expect(stack).toMatch(/thrower\/index\.mjs:\d+:\d+/);

    const err = Object.assign(new Error('too big: 5'), { stack });
    const same = withSourceStack(err);
    expect(same).toBe(err);
    expect(same.stack).toMatch(/at \S+ \(\S*thrower\.ts:3:\d+\)/);
    expect(same.stack).not.toMatch(/index\.mjs/);
    expect(same.stack!.split('\n')[0]).toBe('Error: too big: 5');
  });

  it('leaves a stack without a map as it was, and anything but an error alone', () => {
    const stack = 'Error: x\n    at f (file:///nowhere/index.mjs:1:20)\n    at g (node:internal/x:3:4)';
    expect(sourceStack(stack)).toBe(stack);
    expect(withSourceStack('text')).toBe('text');
    expect(withSourceStack(undefined)).toBeUndefined();
  });
});
