import { lazy, memo, Suspense, useCallback, useRef, useState } from 'react';
import { About } from '@/features/home/About';
import { ContactSection } from '@/features/home/ContactSection';
import { Hero } from '@/features/home/Hero';
import { SplashScreen, splashPending } from '@/features/home/SplashScreen';
import { Stats } from '@/features/home/Stats';
import { remember as suppressPopup, useScrollPopup } from '@/features/home/scroll-popup';
import { Training } from '@/features/home/Training';
import { AssistantLauncher } from '@/features/resume-assistant/AssistantLauncher';
import { useDocumentTitle } from '@/lib/document-title';
import { intentGate, useHeldUntilReady, useOpenOnIntent } from '@/lib/intent';

// The contact form is in the prerendered page as HTML; its code loads when the visitor turns to it
// (lib/intent.ts), as the careers form's does: the landing page's first download stays within its
// budget (docs/architecture.md#prerendered-pages).
const contactGate = intentGate();
const ContactForm = lazy(async () => {
  // The prerenderer renders the form at once: there is no visitor to wait for.
  if (typeof window !== 'undefined') await contactGate.opened;
  const { ContactForm } = await import('@/features/contact/ContactForm');
  return { default: ContactForm };
});

/**
 * The contact section with its form. Without props and memoised (and in {@link SECTIONS}), so the
 * page's own state never renders it again: React would otherwise replace the form's server HTML
 * with the fallback while the form's code has not loaded.
 */
const Contact = memo(function Contact() {
  const box = useRef<HTMLDivElement>(null);
  useOpenOnIntent(box, contactGate, 'form');
  const onReady = useHeldUntilReady(box, contactGate);
  return (
    <ContactSection
      formBox={box}
      form={
        <Suspense fallback={<div aria-busy="true" className="min-h-[36rem]" />}>
          <ContactForm onReady={onReady} />
        </Suspense>
      }
    />
  );
});

/**
 * The page's sections, made once: the page's state (splash, assistant, popup) changes then render
 * only what depends on it, not the whole page again (a long task on a slow phone when the splash
 * ends).
 */
const SECTIONS = (
  <>
    <Hero />
    <About />
    <Training />
    <Stats />
    <Contact />
  </>
);

const ScrollPopup = lazy(() =>
  import('@/features/home/ScrollPopup').then((m) => ({ default: m.ScrollPopup })),
);

/**
 * The landing page (docs/requirements.md#landing-page): hero, about, training, statistics and contact, with the
 * splash loader on a full load of `/`, the floating Resume Assistant and the one-time scroll
 * popup. Everything heavy (the contact form's code, chat panel, popup) loads on demand to keep
 * the first download small; the contact form's HTML is there from the start.
 */
export function HomePage() {
  useDocumentTitle();
  const [splash, setSplash] = useState(splashPending);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [popupOpen, closePopup] = useScrollPopup(!splash && !assistantOpen);
  const endSplash = useCallback(() => setSplash(false), []);

  const openAssistant = useCallback(() => {
    // The popup invites visitors to the assistant: once they have opened it, it stays away.
    suppressPopup();
    setAssistantOpen(true);
  }, []);

  return (
    <>
      {splash ? <SplashScreen onDone={endSplash} /> : null}
      {SECTIONS}
      <AssistantLauncher
        open={assistantOpen}
        onOpen={openAssistant}
        onClose={() => setAssistantOpen(false)}
      />
      {popupOpen && !assistantOpen ? (
        <Suspense fallback={null}>
          <ScrollPopup onClose={closePopup} onOpenAssistant={openAssistant} />
        </Suspense>
      ) : null}
    </>
  );
}
