import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { CareersFormShell } from './CareersFormShell';
import { type CareersDraft, emptyCareersDraft } from './form-draft';
import { OpenPositionsPanel } from './OpenPositionsPanel';
import { careersPageMessages as M } from './page-messages';

// The full form brings the form stack (react-hook-form, zod, the phone metadata, Radix, the upload
// code: about 100 KB gzip), which a visitor who only reads the page never needs. The page shows
// the form's light version (`CareersFormShell.tsx`) and loads the full one on the first sign of use
// (docs/architecture.md#prerendered-pages, "Weight"). The heavy modules are evaluated one per task
// (zod with the contract's person rules, the schema with the phone metadata, then the form with
// react-hook-form and Radix), so that none is a long task on slow phones (Lighthouse TBT).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let loadingForm: Promise<ComponentType<{ draft?: CareersDraft }>> | null = null;
function loadForm() {
  loadingForm ??= (async () => {
    await import('@functions/contract/schemas/person');
    await nextTask();
    await import('./schema');
    await nextTask();
    return (await import('./CareersForm')).CareersForm;
  })().catch((error: unknown) => {
    // A failed download is tried again on the next sign of use.
    loadingForm = null;
    throw error;
  });
  return loadingForm;
}

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
  const draft = useRef<CareersDraft>(emptyCareersDraft());
  const [Form, setForm] = useState<ComponentType<{ draft?: CareersDraft }> | null>(null);
  const wake = useCallback(() => {
    loadForm().then(
      (component) => setForm(() => component),
      () => undefined,
    );
  }, []);
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
          {!painted ? (
            formPlaceholder
          ) : Form ? (
            <Form draft={draft.current} />
          ) : (
            <CareersFormShell draft={draft.current} onWake={wake} />
          )}
        </div>
        <OpenPositionsPanel />
      </div>
    </div>
  );
}
