/**
 * The local writer of the prerendered pages (functions/core/site-pages.ts `localFiles`): rewrites
 * that run at once (a posting write and the nightly schedule, docs/architecture.md#prerendered-pages)
 * all succeed, and a reader finds one whole version of the page, never a part.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFiles } from '../../functions/core/site-pages.js';

const dir = mkdtempSync(join(tmpdir(), 'site-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('localFiles', () => {
  it('lets concurrent writes of one page all succeed, leaving one whole version and no temporary file', async () => {
    const files = localFiles(dir);
    const versions = Array.from({ length: 20 }, (_, i) => `<html>${String(i).repeat(50_000)}</html>`);
    await Promise.all(versions.map((body) => files.write('careers/index.html', body, 'text/html')));
    expect(versions).toContain(readFileSync(join(dir, 'careers', 'index.html'), 'utf8'));
    expect(readdirSync(join(dir, 'careers'))).toEqual(['index.html']);
  });
});
