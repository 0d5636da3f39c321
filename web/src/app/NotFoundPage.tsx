import { NotFoundNotice } from '@/components/status-screen';
import { useDocumentTitle } from '@/lib/document-title';
import { appMessages } from './messages';

const M = appMessages.notFound;

/** Shown for any path no route matches. */
export function NotFoundPage() {
  useDocumentTitle(M.title);
  return (
    <NotFoundNotice
      code={M.code}
      title={M.title}
      body={M.body}
      to="/"
      linkLabel={M.home}
      className="mx-auto max-w-xl px-4 py-24"
    />
  );
}
