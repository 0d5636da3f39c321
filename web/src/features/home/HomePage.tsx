import { lazy, Suspense, useCallback, useState } from 'react';
import { AssistantLauncher } from '@/features/resume-assistant/AssistantLauncher';
import { useDocumentTitle } from '@/lib/document-title';
import { About } from './About';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { SplashScreen, splashPending } from './SplashScreen';
import { Stats } from './Stats';
import { remember as suppressPopup, useScrollPopup } from './scroll-popup';
import { Training } from './Training';

const ScrollPopup = lazy(() => import('./ScrollPopup').then((m) => ({ default: m.ScrollPopup })));

/**
 * The landing page (docs/requirements.md#landing-page): hero, about, training, statistics and contact, with the
 * splash loader on a full load of `/`, the floating Resume Assistant and the one-time scroll
 * popup. Everything heavy (contact form, chat panel, popup) loads on demand to keep the first
 * download small.
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
      <Hero />
      <About />
      <Training />
      <Stats />
      <ContactSection />
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
