import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBox, PageSpinner } from '@/components/feedback';
import { JobFacts, JobSections } from '@/components/JobDetails';
import { useDocumentTitle } from '@/lib/document-title';
import { SITE } from '@/lib/site';
import { publicJobPostingQuery } from './api';
import { jobsMessages } from './messages';
import { jobPostingJsonLd, jsonLdScriptText } from './structured-data';

const P = jobsMessages.postingPage;

/** Longest meta description search engines show in full (characters). */
const META_DESCRIPTION_MAX = 155;

/** The text of `<meta name="description">` for a posting: title, location, first words. */
export function postingMetaDescription(job: PublicJobPosting): string {
  const text = job.description.replace(/\s+/g, ' ').trim();
  const full = P.metaDescription(job.job_title, job.location, text);
  return full.length <= META_DESCRIPTION_MAX ? full : `${full.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** Sets the page's meta description while mounted, and puts the previous one back afterwards. */
function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}

/**
 * The posting's JSON-LD in `<head>` while the page is shown. A prerendered page already carries it
 * (`data-page-jsonld`, web/src/prerender/render.tsx); this adds it after a navigation inside the app.
 */
function usePostingJsonLd(job: PublicJobPosting | null): void {
  useEffect(() => {
    if (!job || document.head.querySelector('script[data-page-jsonld]')) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.text = jsonLdScriptText(jobPostingJsonLd(job, window.location.origin));
    document.head.append(script);
    return () => script.remove();
  }, [job]);
}

/**
 * /careers/jobs/{id}: one open position on its own page, with schema.org `JobPosting` structured
 * data (docs/requirements.md#site-facts) and the page title and description of the posting. A posting that is not
 * active answers "not open" (and no structured data, so search engines drop it).
 */
export function JobPostingPage() {
  const { id = '' } = useParams();
  const posting = useQuery(publicJobPostingQuery(id));
  const job = posting.data ?? null;
  useDocumentTitle(job ? job.job_title : posting.isPending ? undefined : P.notFoundTitle);
  useMetaDescription(job ? postingMetaDescription(job) : null);
  usePostingJsonLd(job);

  if (posting.isPending) return <PageSpinner label={P.loading} />;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <Link to="/careers" className="text-sm font-medium text-brand-700 hover:underline">
        ← {P.back}
      </Link>
      {posting.isError ? (
        <div className="mt-6">
          <ErrorBox>{jobsMessages.jobsPage.loadFailed(posting.error.message)}</ErrorBox>
        </div>
      ) : !job ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{P.notFoundTitle}</h1>
          <p className="mt-2 text-slate-600">{P.notFoundBody}</p>
          <Link
            to="/careers"
            className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {P.browse}
          </Link>
        </div>
      ) : (
        <article className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{SITE.fullName}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{job.job_title}</h1>
          <div className="mt-6 border-y border-slate-100 py-5">
            <JobFacts job={job} />
          </div>
          <div className="mt-6">
            <JobSections job={job} headingLevel="h2" />
          </div>
          <aside className="mt-8 rounded-xl bg-brand-50 p-5">
            <h2 className="text-base font-semibold text-brand-900">{P.applyTitle}</h2>
            <p className="mt-1 text-sm text-brand-900/80">{P.applyBody}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link
                to="/careers"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {P.applyCta}
              </Link>
              <Link
                to={`/jobs?q=${encodeURIComponent(job.job_title)}`}
                className="rounded-lg border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
              >
                {P.jobsCta}
              </Link>
            </div>
          </aside>
        </article>
      )}
    </div>
  );
}
