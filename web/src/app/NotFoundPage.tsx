import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { appMessages } from './messages';

const M = appMessages.notFound;

/** Shown for any path no route matches. */
export function NotFoundPage() {
  useDocumentTitle(M.title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-accent-600">{M.code}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{M.title}</h1>
      <p className="mt-3 text-slate-600">{M.body}</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {M.home}
      </Link>
    </div>
  );
}
