/**
 * "Download all my data" as one ZIP (docs/requirements.md#my-data; GDPR Art. 15 and 20): the export
 * of `GET /my-data` as `my-data.json` and every CV file held under `cv/`, fetched from the bucket
 * through the export's short-lived download URLs. Built in the browser, so no copy of the data is
 * ever written anywhere else; loaded only when the button is pressed (fflate is not in the page).
 */
import type { MyDataExport } from '@functions/contract/schemas/my-data';
import { strToU8, zipSync } from 'fflate';

/** A file name that cannot leave its folder and is not already taken (`cv.pdf`, `cv (2).pdf`). */
function uniqueName(wanted: string, taken: Set<string>): string {
  const safe = wanted.replace(/[\\/]/g, '_').replace(/^\.+/, '') || 'cv';
  const dot = safe.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let name = safe;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The ZIP of `data`: `my-data.json` (the export, each file's download URL replaced by its `path` in
 * the ZIP) and `cv/{fileName}` per file. Throws when a file cannot be fetched (the URLs last five
 * minutes: pass a fresh export).
 */
export async function buildExportZip(data: MyDataExport): Promise<Blob> {
  const taken = new Set<string>();
  const files = await Promise.all(
    data.files.map(async (file) => {
      const res = await fetch(file.downloadUrl);
      if (!res.ok) throw new Error(`CV file not fetched (${res.status})`);
      return {
        file,
        path: `cv/${uniqueName(file.fileName, taken)}`,
        bytes: new Uint8Array(await res.arrayBuffer()),
      };
    }),
  );
  const json = {
    ...data,
    files: files.map(({ file, path }) => {
      const { downloadUrl: _url, ...rest } = file;
      return { ...rest, path };
    }),
  };
  const zipped = zipSync({
    'my-data.json': strToU8(JSON.stringify(json, null, 2)),
    ...Object.fromEntries(files.map(({ path, bytes }) => [path, [bytes, { level: 0 }]])),
  });
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
