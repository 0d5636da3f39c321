/** CSV export of the filtered resume list (the spec's CSV toast, with the button it lacked). */
import { csvDateTime, isoDay } from '@functions/contract/dates';
import type { Resume } from '@functions/contract/schemas/resume';
import { formatPhone } from '@/components/phone/format';
import { csvCell, saveCsvFile } from '@/lib/csv-file';
import { listFilterParams, listResumes, type ResumeFilters } from '@/lib/resumes';
import { cvManagementMessages as M } from './messages';

/** Largest page the API serves; the export walks the pages. */
const EXPORT_PAGE = 100;

export { csvCell } from '@/lib/csv-file';

/**
 * A phone as every screen shows it ({@link formatPhone}: `+353 87 123 4567`); with its spaces and the
 * apostrophe {@link csvCell} puts before the `+`, a spreadsheet keeps it as text, never a number or formula.
 */
export function csvPhone(contact: Resume['contact']): string {
  return formatPhone(contact) ?? '';
}

/** Rows of the export, header first: dates as `YYYY-MM-DD HH:mm` Dublin time, phones international. */
export function resumesToCsv(resumes: Resume[]): string {
  const rows = resumes.map((r) => [
    r.name,
    r.email,
    csvPhone(r.contact),
    r.role ?? '',
    (r.jobTitles ?? []).join('; '),
    M.statuses[r.status ?? 'new'] ?? r.status,
    csvDateTime(r.createdAt),
    csvDateTime(r.expiryDate),
    r.isExpired ? M.csv.yes : M.csv.no,
    r.cv ? M.csv.yes : M.csv.no,
  ]);
  return [M.csv.header, ...rows].map((row) => row.map((c) => csvCell(String(c))).join(',')).join('\r\n');
}

/**
 * Every resume of the filtered list, walking its pages (100 a call), at most `max` of them.
 * @throws the API client's error of a page that failed.
 */
export async function collectResumes(
  filters: ResumeFilters,
  max = Number.POSITIVE_INFINITY,
): Promise<Resume[]> {
  const all: Resume[] = [];
  for (let page = 1; all.length < max; page++) {
    const data = await listResumes({ page, limit: EXPORT_PAGE, ...listFilterParams(filters) });
    all.push(...data.resumes);
    if (page >= data.totalPages || data.resumes.length === 0) break;
  }
  return all.slice(0, max);
}

/** Reads every page of the filtered list and saves it as a CSV file. Returns the row count. */
export async function exportResumesCsv(filters: ResumeFilters): Promise<number> {
  const all = await collectResumes(filters);
  saveResumesCsv(all);
  return all.length;
}

/** Saves `resumes` as the CSV file of {@link resumesToCsv}. */
export function saveResumesCsv(resumes: Resume[]): void {
  saveCsvFile(resumesToCsv(resumes), M.csv.fileName(isoDay()));
}
