/**
 * The home page's splash loader (web/src/features/home/SplashScreen.tsx; docs/requirements.md#public-limits):
 * 3% every 30 ms, a stage every 400 ms, counted from when the splash showed. A prerendered `/`
 * shows it at the first paint, before the app's script runs: the splash must not start its second
 * again when the script arrives late, nor leave before about a second when it arrives early.
 */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeMessages } from '@/features/home/messages';
import { SPLASH_TIMINGS, SplashScreen, splashClock } from '@/features/home/SplashScreen';

const STAGES = homeMessages.splash.stages.length;

describe('splashClock', () => {
  it('rises 3% per whole 30 ms step up to 100 and moves a stage every 400 ms up to the last', () => {
    expect(splashClock(0, STAGES)).toEqual({ progress: 0, stage: 0 });
    expect(splashClock(29, STAGES)).toEqual({ progress: 0, stage: 0 });
    expect(splashClock(30, STAGES).progress).toBe(3);
    expect(splashClock(399, STAGES).stage).toBe(0);
    expect(splashClock(400, STAGES).stage).toBe(1);
    expect(splashClock(990, STAGES).progress).toBe(99);
    expect(splashClock(1020, STAGES).progress).toBe(100);
    expect(splashClock(60_000, STAGES)).toEqual({ progress: 100, stage: STAGES - 1 });
    expect(splashClock(-5, STAGES)).toEqual({ progress: 0, stage: 0 });
  });
});

/** Replaces `Image`: when a source is set, `onSrc` gets the function that reports the image loaded. */
function stubLogoImage(onSrc: (load: () => void) => void): void {
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_: string) {
        onSrc(() => this.onload?.());
      }
    },
  );
}

describe('SplashScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    });
    // jsdom loads no images: the logo "loads" on the next task.
    stubLogoImage((load) => setTimeout(load, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const afterFull = SPLASH_TIMINGS.readyDelayMs + SPLASH_TIMINGS.fadeMs;

  it('counts from the first paint when the script runs late, so the page is not covered again for a second', () => {
    vi.advanceTimersByTime(900);
    const paint = { name: 'first-contentful-paint', startTime: 100 } as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === paint.name ? [paint] : [],
    );
    const onDone = vi.fn();
    render(<SplashScreen onDone={onDone} />);
    const bar = screen.getByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(78); // 800 ms since the paint: 26 steps
    act(() => vi.advanceTimersByTime(240));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(afterFull));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('leaves by CSS a full bar and the ready delay after its paint, even before the script runs', () => {
    const html = renderToString(<SplashScreen onDone={() => undefined} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const style = host.querySelector('[data-testid="splash"]')?.getAttribute('style') ?? '';
    // Faded from 1,220 ms (34 steps of 30 ms, then 200 ms) for 300 ms, then hidden; not held.
    expect(style).toBe('animation:splash-fade 300ms 1220ms forwards, splash-hide 1ms 1520ms forwards');
  });

  it('holds the CSS exit while the logo has not loaded, and lets it go once it has', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    let loadLogo: () => void = () => undefined;
    stubLogoImage((load) => {
      loadLogo = load;
    });
    const onDone = vi.fn();
    render(<SplashScreen onDone={onDone} />);
    const splash = screen.getByTestId('splash');
    expect(splash.style.animationPlayState).toBe('paused');
    act(() => vi.advanceTimersByTime(2000));
    expect(splash.style.animationPlayState).toBe('paused');
    expect(onDone).not.toHaveBeenCalled();
    act(() => loadLogo());
    expect(splash.style.animationPlayState).toBe('');
    act(() => vi.advanceTimersByTime(afterFull));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('locks the page scroll while it covers the page, not when its CSS exit has already hidden it', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const covering = render(<SplashScreen onDone={() => undefined} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    covering.unmount();
    expect(document.documentElement.style.overflow).toBe('');

    const computed = window.getComputedStyle;
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      if ((element as HTMLElement).dataset?.testid !== 'splash') return style;
      return { ...style, visibility: 'hidden' } as CSSStyleDeclaration;
    });
    render(<SplashScreen onDone={() => undefined} />);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('stays about a second when it is the first paint (no paint before it)', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const onDone = vi.fn();
    render(<SplashScreen onDone={onDone} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    act(() => vi.advanceTimersByTime(990));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('99');
    expect(screen.getByText(homeMessages.splash.stages[2])).toBeTruthy();
    act(() => vi.advanceTimersByTime(30));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(afterFull - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
