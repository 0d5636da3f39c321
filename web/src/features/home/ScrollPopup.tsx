import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useFocusReturn } from '@/components/dialog-focus';
import { Icon } from '@/components/icons';
import { homeMessages } from './messages';

const M = homeMessages.popup;

/**
 * The landing page's one-time popup (docs/requirements.md#landing-page): an invitation to send a CV through the
 * Resume Assistant or look at the training tracks. Loaded only when it is about to open. It opens
 * on a scroll, not from a control: on close focus returns to whatever had it before.
 */
export function ScrollPopup({
  onClose,
  onOpenAssistant,
}: {
  onClose: () => void;
  onOpenAssistant: () => void;
}) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 backdrop-blur-sm" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <picture>
            <source type="image/avif" srcSet="/images/hero-480.avif" />
            <source type="image/webp" srcSet="/images/hero-480.webp" />
            <img
              src="/images/Hero.png"
              alt=""
              width={480}
              height={360}
              className="mb-5 h-32 w-full rounded-xl object-cover"
            />
          </picture>
          <Dialog.Title className="text-xl font-bold text-slate-900">{M.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{M.body}</Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => {
                onClose();
                onOpenAssistant();
              }}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {M.openAssistant}
            </button>
            <Link
              to={{ pathname: '/', hash: '#training' }}
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-700 hover:bg-slate-50"
            >
              {M.exploreTraining}
            </Link>
          </div>
          <Dialog.Close
            aria-label={M.close}
            // Over the illustration: an opaque white disc keeps the × at well over 3:1 (WCAG 2.2 §1.4.11).
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-white text-slate-900 shadow-md ring-1 ring-slate-900/15 hover:bg-slate-100"
          >
            <Icon name="close" className="size-5" strokeWidth={2} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
