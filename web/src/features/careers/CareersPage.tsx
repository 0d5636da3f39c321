import { lazy, Suspense, useRef } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { intentGate, useHeldUntilReady, useOpenOnIntent } from '@/lib/intent';
import { nextTask } from '@/lib/next-task';
import { OpenPositionsPanel } from './OpenPositionsPanel';
import { careersPageMessages as M } from './page-messages';

// The form brings the form stack (react-hook-form, zod, phone metadata, Radix): the prerendered
// page shows the form as HTML and requests that stack only when the visitor turns to the form
// (`lib/intent.ts`), so the first download stays small on slow phones (docs/architecture.md#quality-bars).
// The route chunk imports nothing of that stack (`page-messages.ts`, `PositionsList.tsx`). The heavy
// modules are evaluated one per task (zod with the contract's person rules, the schema with the
// phone metadata, then the form with react-hook-form and Radix), so that none is a long task.
const formGate = intentGate();
const CareersForm = lazy(async () => {
  // The prerenderer renders the form at once: there is no visitor to wait for.
  if (typeof window !== 'undefined') await formGate.opened;
  await import('@functions/contract/schemas/person');
  await nextTask();
  await import('./schema');
  await nextTask();
  const { CareersForm } = await import('./CareersForm');
  return { default: CareersForm };
});

const formPlaceholder = <div aria-busy="true" className="min-h-[43rem] sm:min-h-[30rem]" />;

/**
 * /careers (docs/requirements.md#careers-form): the CV form on the left, open positions on the right
 * (stacked on small screens, form first).
 */
export function CareersPage() {
  useDocumentTitle(M.page.documentTitle);
  const formBox = useRef<HTMLDivElement>(null);
  useOpenOnIntent(formBox, formGate, 'form');
  const onFormReady = useHeldUntilReady(formBox, formGate);
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
        <div ref={formBox} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Suspense fallback={formPlaceholder}>
            <CareersForm onReady={onFormReady} />
          </Suspense>
        </div>
        <OpenPositionsPanel />
      </div>
    </div>
  );
}
