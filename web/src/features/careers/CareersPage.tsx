import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { careersMessages as M } from './messages';
import { OpenPositionsPanel } from './OpenPositionsPanel';

// The form brings the form stack (react-hook-form, zod, phone metadata, Radix): it loads after the
// page's heading has painted, so the page shows at once on slow phones (Lighthouse LCP).
const CareersForm = lazy(() => import('./CareersForm').then((m) => ({ default: m.CareersForm })));

/**
 * /careers (public-site §2 "Careers page"): the CV form on the left, open positions on the right
 * (stacked on small screens, form first).
 */
export function CareersPage() {
  useDocumentTitle(M.page.documentTitle);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{M.page.title}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {M.page.heading}
        </h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">{M.page.intro}</p>
      </header>
      <div className="mt-10 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Suspense fallback={<div aria-busy="true" className="min-h-[43rem] sm:min-h-[30rem]" />}>
            <CareersForm />
          </Suspense>
        </div>
        <OpenPositionsPanel />
      </div>
    </div>
  );
}
