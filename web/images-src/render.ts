/**
 * Renders the site's illustrations (SVG sources in this folder) into the optimised raster files
 * under `web/public/images/`: the spec's `/images/Hero.png` plus AVIF and WebP at the widths the
 * pages ask for through `<picture>`/`srcset`. Run after changing an SVG:
 *
 *   npx tsx web/images-src/render.ts
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, '..', 'public', 'images');
mkdirSync(out, { recursive: true });

interface Job {
  source: string;
  /** Base name of the outputs: `{name}-{width}.{avif,webp}`. */
  name: string;
  widths: number[];
  /** The fallback `<img src>` (a format every browser reads). */
  fallback: { file: string; width: number; format: 'png' | 'jpeg' };
}

const jobs: Job[] = [
  {
    source: 'hero.svg',
    name: 'hero',
    widths: [480, 800, 1200],
    // docs/requirements.md#landing-page: the hero's static image is /images/Hero.png.
    fallback: { file: 'Hero.png', width: 1200, format: 'png' },
  },
  {
    source: 'training-room.svg',
    name: 'training-room',
    widths: [480, 800, 1200],
    fallback: { file: 'training-room.jpg', width: 1200, format: 'jpeg' },
  },
];

const kb = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KB`;

for (const job of jobs) {
  // Render the vector once at the largest size, then scale down (sharper than re-rasterising small).
  const master = await sharp(join(here, job.source), { density: 192 })
    .resize({ width: Math.max(...job.widths, job.fallback.width) })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  for (const width of job.widths) {
    const avif = join(out, `${job.name}-${width}.avif`);
    const webp = join(out, `${job.name}-${width}.webp`);
    await sharp(master).resize({ width }).avif({ quality: 55, effort: 6 }).toFile(avif);
    await sharp(master).resize({ width }).webp({ quality: 78, effort: 6 }).toFile(webp);
    console.log(`${job.name} ${width}px: avif ${kb(avif)}, webp ${kb(webp)}`);
  }
  const fallback = join(out, job.fallback.file);
  const base = sharp(master).resize({ width: job.fallback.width });
  await (job.fallback.format === 'png'
    ? base.png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    : base.jpeg({ quality: 80, mozjpeg: true })
  ).toFile(fallback);
  console.log(`${job.fallback.file}: ${kb(fallback)}`);
}

// Social preview (Open Graph): 1200x630 crop of the hero.
const og = join(out, 'og-image.jpg');
await sharp(join(here, 'hero.svg'), { density: 192 })
  .resize({ width: 1200, height: 630, fit: 'cover', position: 'centre' })
  .flatten({ background: '#ffffff' })
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(og);
console.log(`og-image.jpg: ${kb(og)}`);
