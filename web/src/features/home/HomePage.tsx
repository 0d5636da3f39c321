import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { SITE } from '../../lib/site';
import { homeMessages as M } from './messages';

/**
 * The landing page (public-site §2): hero, about, training and contact anchors. A first version;
 * statistics, the contact form, splash loader and Resume Assistant come with the full landing page.
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section id="home" className="bg-gradient-to-br from-brand-900 via-brand-800 to-accent-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-200">{M.hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {M.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{M.hero.body}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={{ pathname: '/', hash: '#training' }}
              className="rounded-lg bg-white px-6 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
            >
              {M.hero.exploreTraining}
            </Link>
            <Link
              to="/careers"
              className="rounded-lg border border-white/70 px-6 py-3 text-center font-semibold text-white hover:bg-white/10"
            >
              {M.hero.joinTeam}
            </Link>
          </div>
        </div>
      </section>
      <section id="about" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold text-slate-900">{M.about.title}</h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-600">{M.about.body}</p>
      </section>
      <section id="training" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="text-3xl font-bold text-slate-900">{M.training.title}</h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-600">{M.training.body}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {M.training.courses.map((course) => (
              <li
                key={course}
                className="rounded-xl border border-slate-200 bg-slate-50 px-5 py-4 font-medium text-slate-800"
              >
                {course}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="contact" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold text-slate-900">{M.contact.title}</h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-600">{M.contact.body}</p>
        <p className="mt-4 text-slate-700">
          <a
            href={`mailto:${SITE.email}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {SITE.email}
          </a>
        </p>
        <p className="mt-1 text-slate-600">{M.contact.hours}</p>
      </section>
    </>
  );
}
