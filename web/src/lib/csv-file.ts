/** CSV files the admin screens save (the CV list's export, the hiring report). */

/**
 * A CSV cell: quoted when needed; a leading `= + - @` (or tab / CR) is neutralised with an
 * apostrophe so spreadsheet programs do not run it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Saves `csv` as a download named `fileName` (also the hiring report's CSV). */
export function saveCsvFile(csv: string, fileName: string): void {
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
