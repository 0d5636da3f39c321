import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { OpenPositionsPanel } from './OpenPositionsPanel';
import { careersPageMessages as M } from './page-messages';

// The form brings the form stack (react-hook-form, zod, phone metadata, Radix): it is requested
// only once the page's heading has painted, so the page shows at once on slow phones (Lighthouse
// LCP). The route chunk imports nothing of that stack (`page-messages.ts`, `PositionsList.tsx`).
// The heavy modules are evaluated one per task (zod with the contract's person rules, the schema
// with the phone metadata, then the form with react-hook-form and Radix), so that none is a long
// task on slow phones (Lighthouse TBT).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const CareersForm = lazy(async () => {
  await import('@functions/contract/schemas/person');
  await nextTask();
  await import('./schema');
  await nextTask();
  const { CareersForm } = await import('./CareersForm');
  return { default: CareersForm };
});

const formPlaceholder = <div aria-busy="true" className="min-h-[43rem] sm:min-h-[30rem]" />;

/** True from the frame after the first paint on. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the form in short slices instead of one long task.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * /careers (docs/requirements.md#careers-form): the CV form on the left, open positions on the right
 * (stacked on small screens, form first).
 */
export function CareersPage() {
  const painted = usePainted();
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
          {painted ? (
            <Suspense fallback={formPlaceholder}>
              <CareersForm />
            </Suspense>
          ) : (
            formPlaceholder
          )}
        </div>
        <OpenPositionsPanel />
      </div>
    </div>
  );
}
