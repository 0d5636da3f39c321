/**
 * The local platform's SPA build (lib/local/web-build.ts, docs/architecture.md#local-gateway):
 * the build and the prerendered pages land in the folder asked for, and the bundler's memory
 * stays with the build: Vite 8 bundles with Rolldown (native code with its own threads and
 * allocator), which kept a Node process ~650 MB larger after the build had ended, for the rest of
 * its life (the local gateway under `npm start`, the bench's process before its soak).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebApp } from '../../lib/local/web-build.js';

const MB = 1024 * 1024;
/** More than the build's own bookkeeping here, far less than the bundler's ~650 MB. */
const MAX_GROWTH_MB = 200;

const dir = mkdtempSync(join(tmpdir(), 'web-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildWebApp', () => {
  it('builds and prerenders into outDir, and the process that asked is not left holding the bundler', async () => {
    const outDir = join(dir, 'web');
    const before = process.memoryUsage().rss;
    await buildWebApp({ outDir, siteOrigin: 'http://localhost:4321', quiet: true, manifest: true });
    const grownMb = (process.memoryUsage().rss - before) / MB;

    for (const file of ['index.html', 'app.html', '404.html', 'robots.txt', '.vite/manifest.json'])
      expect(existsSync(join(outDir, file)), file).toBe(true);
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain('http://localhost:4321/careers');
    expect(grownMb).toBeLessThan(MAX_GROWTH_MB);
  }, 300_000);

  it('rejects with what went wrong when the build cannot be written', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(
      buildWebApp({ outDir: join(file, 'web'), siteOrigin: 'http://localhost:4321', quiet: true }),
    ).rejects.toThrow(/web build failed.*(ENOTDIR|not a directory)/is);
  }, 300_000);
});
