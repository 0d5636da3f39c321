import { lazy, Suspense, useCallback, useState } from 'react';
import { ContactForm } from '@/features/contact/ContactForm';
import { About } from '@/features/home/About';
import { ContactSection } from '@/features/home/ContactSection';
import { Hero } from '@/features/home/Hero';
import { SplashScreen, splashPending } from '@/features/home/SplashScreen';
import { Stats } from '@/features/home/Stats';
import { remember as suppressPopup, useScrollPopup } from '@/features/home/scroll-popup';
import { Training } from '@/features/home/Training';
import { AssistantLauncher } from '@/features/resume-assistant/AssistantLauncher';
import { useDocumentTitle } from '@/lib/document-title';

const ScrollPopup = lazy(() =>
  import('@/features/home/ScrollPopup').then((m) => ({ default: m.ScrollPopup })),
);

/**
 * The landing page (docs/requirements.md#landing-page): hero, about, training, statistics and contact, with the
 * splash loader on a full load of `/`, the floating Resume Assistant and the one-time scroll
 * popup. Everything heavy (the contact form's checks, chat panel, popup) loads on demand to keep
 * the first download small; the contact form itself is there from the start.
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
      <ContactSection form={<ContactForm />} />
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
