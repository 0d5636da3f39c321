/**
 * Entry of the SPA, kept to a few hundred bytes: the stylesheet, Zod's setting, and the start of
 * the app (`app/start.tsx`) once the page has painted. A prerendered page is complete HTML, so
 * React, the router and the page's code are fetched only after its first paint and stay off the
 * path to it (docs/architecture.md#prerendered-pages "The app starts after the first paint"); the shell `app.html` has
 * nothing to paint and starts at once.
 */
// First: Zod's settings must be in place before any schema is built (see the module).
import './lib/zod-jitless';
import './index.css';
import { type EarlyInput, holdEarlyInput } from './lib/early-input';
import { nextTask } from './lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

let started = false;

/**
 * React and React DOM are evaluated first, in a task of their own, then the router and the app:
 * one long task would block a slow phone for that long (docs/architecture.md#prerendered-pages).
 */
async function start(early?: EarlyInput): Promise<void> {
  if (started) return;
  started = true;
  await import('react-dom/client');
  await nextTask();
  const app = await import('./app/start');
  await nextTask();
  app.start(container as HTMLElement, early);
}

if (container.hasChildNodes()) {
  // A visitor who acts before the paint was reported starts the app at once.
  const early: EarlyInput = holdEarlyInput(container, () => void start(early));
  afterFirstPaint(() => void start(early));
} else {
  void start();
}

/**
 * Calls `run` once, in a task after the browser reports the page's first contentful paint (the
 * `paint` performance entry, sent once the frame is presented), or after `fallbackMs` (ms) should
 * none come (a tab opened in the background paints nothing until shown). A browser without paint
 * timing runs it after the next frame. Anything fetched from then on is off the path to the first
 * and the largest paint. The fallback is long because a late report is a late paint (measured in
 * Lighthouse on `/`: the first frame presented ~1.3 s in, docs/architecture.md#prerendered-pages):
 * starting earlier would put the app's download before it.
 */
function afterFirstPaint(run: () => void, fallbackMs = 3000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  const painted = (entries: PerformanceEntry[]) =>
    entries.some((entry) => entry.name === 'first-contentful-paint');
  let observer: PerformanceObserver | undefined;
  if (painted(performance.getEntriesByType('paint'))) {
    setTimeout(once, 0);
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (painted(list.getEntries())) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint' });
    setTimeout(once, fallbackMs);
  } else {
    // No paint timing: the next frame is the best sign of the paint there is.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}
