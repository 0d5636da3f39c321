import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { adminShellMessages } from './messages';

const M = adminShellMessages.notFound;

/** Any /admin path that no admin page serves. */
export function AdminNotFound() {
  useDocumentTitle(M.title);
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
      <p className="mt-2 text-slate-600">{M.body}</p>
      <Link
        to="/admin"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {M.back}
      </Link>
    </div>
  );
}
