/**
 * Flag images of the phone picker (docs/requirements.md#phone-picker, #accessibility): every SVG of
 * `country-flag-icons` (3×2) is served as `/flags/{CC}.svg`, one small file per country, so a page
 * fetches only the flags it shows and no flag adds to the JavaScript. The build copies them into
 * `web/dist/flags/`; the dev server answers them from `node_modules`.
 *
 * The package's `exports` map names its React and string modules but not the SVG files, so the
 * folder is found from its `package.json`.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FLAGS_PATH as FLAGS_URL } from '../src/components/phone/flag-url';

const flagsDir = join(
  dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

/** The Vite plugin: emits `flags/{CC}.svg` at build and serves the same paths in development. */
export function flagImages(): Plugin {
  return {
    name: 'flag-images',
    configureServer(server) {
      server.middlewares.use(FLAGS_URL, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!/^[A-Z]{2}(-[A-Z0-9]+)?\.svg$/.test(name)) return next();
        try {
          const svg = readFileSync(join(flagsDir, name));
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        } catch {
          next();
        }
      });
    },
    // Copied after the bundle is written rather than emitted as assets: 265 small files would
    // fill the build's size report.
    writeBundle(options) {
      if (!options.dir) return;
      const target = join(options.dir, FLAGS_URL.slice(1));
      mkdirSync(target, { recursive: true });
      for (const name of readdirSync(flagsDir)) {
        if (name.endsWith('.svg')) copyFileSync(join(flagsDir, name), join(target, name));
      }
    },
  };
}
