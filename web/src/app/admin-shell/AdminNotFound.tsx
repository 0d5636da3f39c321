import { NotFoundNotice } from '@/components/status-screen';
import { useDocumentTitle } from '@/lib/document-title';
import { adminShellMessages } from './messages';

const M = adminShellMessages.notFound;

/** Any /admin path that no admin page serves. */
export function AdminNotFound() {
  useDocumentTitle(M.title);
  return <NotFoundNotice title={M.title} body={M.body} to="/admin" linkLabel={M.back} className="py-16" />;
}
