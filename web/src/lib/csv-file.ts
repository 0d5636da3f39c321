/** Files the admin screens save: CSV (the CV list's export, the hiring report) and downloaded CVs. */

/**
 * A CSV cell: quoted when needed; a leading `= + - @` (or tab / CR) is neutralised with an
 * apostrophe so spreadsheet programs do not run it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Saves `csv` as a download named `fileName` (the CV list's export, the hiring report). */
export function saveCsvFile(csv: string, fileName: string): void {
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  saveBlobFile(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Hands `blob` to the browser as a download named `fileName` (a CSV, a CV file). */
export function saveBlobFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for a large file to be handed over before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
