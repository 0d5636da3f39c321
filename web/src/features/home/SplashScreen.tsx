import { useEffect, useRef, useState } from 'react';
import { SITE } from '@/lib/site';
import { homeMessages } from './messages';

const M = homeMessages.splash;

/** The logo the splash waits for (also the header's logo, so it is cached when the page shows). */
export const LOGO_SRC = '/images/logo.svg';

/**
 * docs/requirements.md#public-limits: progress rises 3% every 30 ms (so the splash shows about one second at least),
 * the stage text changes every 400 ms, the page shows 200 ms after both the progress is full and
 * the logo has loaded, and the logo gets at most 3 s.
 */
export const SPLASH_TIMINGS = {
  stepMs: 30,
  stepPercent: 3,
  stageMs: 400,
  readyDelayMs: 200,
  imageTimeoutMs: 3000,
  fadeMs: 300,
} as const;

// The splash belongs to a full load of the home page, not to coming back to it inside the app.
function firstDocumentPath(): string {
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    if (entry?.name) return new URL(entry.name).pathname;
  } catch {
    // Older browsers: fall back to the current path.
  }
  return window.location.pathname;
}

// Prerendering (no window) renders `/` as a full load does, splash included, so hydration matches.
let pending = typeof window === 'undefined' || firstDocumentPath() === '/';

/** True while this page load still owes the visitor the splash (a full load of `/`). */
export function splashPending(): boolean {
  return pending;
}

const FULL_STEPS = Math.ceil(100 / SPLASH_TIMINGS.stepPercent);

/**
 * The bar fills by CSS (index.css `splash-progress`) in the same steps as {@link splashClock}, from
 * the moment it is painted: a prerendered `/` shows it moving before the page's script has run.
 * A compositor animation (transform), so it costs the main thread nothing.
 */
const FILL_ANIMATION = {
  animation: `splash-progress ${FULL_STEPS * SPLASH_TIMINGS.stepMs}ms steps(${FULL_STEPS}, jump-end) forwards`,
} as const;

/**
 * The splash leaves by CSS (index.css `splash-fade`, then `splash-hide`) when its bar is full and
 * the ready delay has passed, counted from its paint like the bar, so a prerendered `/` shows its
 * content after about a second even when the app's script comes late (a slow phone;
 * docs/architecture.md#prerendered-pages "The landing page's splash"). The script holds it
 * (`animation-play-state: paused`) for as long as it knows the logo has not loaded, and removes it
 * once faded (`onDone`).
 */
const EXIT_DELAY_MS = FULL_STEPS * SPLASH_TIMINGS.stepMs + SPLASH_TIMINGS.readyDelayMs;
const EXIT_ANIMATION = {
  animation: `splash-fade ${SPLASH_TIMINGS.fadeMs}ms ${EXIT_DELAY_MS}ms forwards, splash-hide 1ms ${EXIT_DELAY_MS + SPLASH_TIMINGS.fadeMs}ms forwards`,
} as const;

/**
 * When the splash first showed (ms on the page's performance clock): the first contentful paint
 * when the splash was part of it (a prerendered `/` paints it before any script runs), else now.
 */
function shownAt(): number {
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  return painted ?? performance.now();
}

/**
 * The splash's progress (0-100, %) and stage index `elapsedMs` (ms) after it showed: 3% every
 * 30 ms and the next stage every 400 ms (docs/requirements.md#public-limits). Counted from when
 * the splash showed, not from when its script ran, so a slow script start does not keep the page
 * covered longer than the spec's minimum.
 */
export function splashClock(elapsedMs: number, stages: number): { progress: number; stage: number } {
  const steps = Math.floor(Math.max(0, elapsedMs) / SPLASH_TIMINGS.stepMs);
  return {
    progress: Math.min(100, steps * SPLASH_TIMINGS.stepPercent),
    stage: Math.min(Math.floor(Math.max(0, elapsedMs) / SPLASH_TIMINGS.stageMs), stages - 1),
  };
}

/**
 * The home page's splash loader (docs/requirements.md#public-header, #public-limits): logo, progress bar and stage messages over
 * the page, which renders underneath meanwhile. Calls `onDone` once it has faded out.
 */
export function SplashScreen({ onDone }: { onDone: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const [logoReady, setLogoReady] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const splashRef = useRef<HTMLDivElement>(null);
  const { progress, stage } = splashClock(elapsed, M.stages.length);

  useEffect(() => {
    const since = shownAt();
    const tick = () => setElapsed(performance.now() - since);
    tick();
    const timer = window.setInterval(tick, SPLASH_TIMINGS.stepMs);
    return () => clearInterval(timer);
  }, []);

  // The CSS exit waits for the logo from here on (the server's HTML cannot hold it: no script).
  useEffect(() => {
    const style = splashRef.current?.style;
    let settled = false;
    const done = () => {
      if (!settled) {
        setLogoReady(true);
        if (style) style.animationPlayState = '';
      }
      settled = true;
    };
    if (style) style.animationPlayState = 'paused';
    // A failed or slow logo (over 3 s) ends the wait alike.
    const giveUp = () => {
      if (!settled) console.warn('The logo image did not load in time; showing the page without it.');
      done();
    };
    const image = new Image();
    image.onload = done;
    image.onerror = giveUp;
    const timeout = window.setTimeout(giveUp, SPLASH_TIMINGS.imageTimeoutMs);
    image.src = LOGO_SRC;
    return () => {
      settled = true;
      clearTimeout(timeout);
    };
  }, []);

  useEffect(() => {
    if (progress < 100 || !logoReady) return;
    const ready = window.setTimeout(() => setLeaving(true), SPLASH_TIMINGS.readyDelayMs);
    const gone = window.setTimeout(() => {
      pending = false;
      onDone();
    }, SPLASH_TIMINGS.readyDelayMs + SPLASH_TIMINGS.fadeMs);
    return () => {
      clearTimeout(ready);
      clearTimeout(gone);
    };
  }, [progress, logoReady, onDone]);

  // The page underneath must not scroll while it is covered; a splash its CSS exit has already
  // hidden (the script came late) covers nothing, and the visitor may be scrolling the page.
  useEffect(() => {
    if (splashRef.current && getComputedStyle(splashRef.current).visibility === 'hidden') return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  return (
    <div
      ref={splashRef}
      data-testid="splash"
      className={`fixed inset-0 z-[70] flex flex-col items-center justify-center bg-white transition-opacity duration-300 motion-reduce:transition-none ${
        leaving ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
      style={EXIT_ANIMATION}
    >
      <img src={LOGO_SRC} alt="" width={72} height={72} className="size-18" />
      <p className="mt-4 text-lg font-extrabold tracking-tight text-brand-800">{SITE.fullName}</p>
      <div
        role="progressbar"
        aria-label={M.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-6 h-1.5 w-56 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full w-full origin-left rounded-full bg-gradient-to-r from-brand-600 to-accent-500"
          style={FILL_ANIMATION}
        />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-slate-600">
        {M.stages[stage]}
      </p>
    </div>
  );
}
