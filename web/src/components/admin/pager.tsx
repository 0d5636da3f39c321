/** The pager under the paged admin lists (job postings, CVs; docs/requirements.md#admin-limits). */
import { buttonClass } from './buttons';

/** Previous / "Page n of m" / Next under a paged list; Next waits while a page is still a placeholder. */
export function Pager({
  texts,
  page,
  totalPages,
  loadingPage,
  onPage,
  className,
}: {
  texts: { label: string; previous: string; next: string; page: (page: number, pages: number) => string };
  page: number;
  totalPages: number;
  loadingPage: boolean;
  onPage: (page: number) => void;
  className: string;
}) {
  return (
    <nav aria-label={texts.label} className={`flex items-center justify-between gap-4 ${className}`}>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {texts.previous}
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {texts.page(Math.min(page, totalPages), totalPages)}
      </p>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page >= totalPages || loadingPage}
        onClick={() => onPage(page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}
