/**
 * Where a search hit matched (docs/architecture.md#search): the field's label and the passage the
 * API answered, with the matched words wrapped in `<mark>` (offsets from `match.marks`; the text
 * is rendered as text, never as HTML).
 */
import type { ResumeListEntry, ResumeMatch } from '@functions/contract/schemas/resume';

const FIELD_LABELS: Record<ResumeMatch['field'], string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  skills: 'Skills',
  roles: 'Job titles',
  cv: 'In the CV',
  coverLetters: 'In a cover letter',
};

/** The passage split into plain and marked parts, in order. */
function parts(match: ResumeMatch): { text: string; marked: boolean }[] {
  const out: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...match.marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > match.snippet.length) continue;
    if (start > at) out.push({ text: match.snippet.slice(at, start), marked: false });
    out.push({ text: match.snippet.slice(start, end), marked: true });
    at = end;
  }
  if (at < match.snippet.length) out.push({ text: match.snippet.slice(at), marked: false });
  return out;
}

/** The match of a listed resume, or nothing when the list is not a search (or it matched the name: shown already). */
export function MatchSnippet({ resume }: { resume: ResumeListEntry }) {
  const match = resume.match;
  if (!match || match.field === 'name' || !match.snippet) return null;
  return (
    <p
      className="mt-1 line-clamp-2 whitespace-normal text-xs text-slate-600 [overflow-wrap:anywhere]"
      data-testid="search-match"
    >
      <span className="font-medium text-slate-700">{FIELD_LABELS[match.field]}: </span>
      {parts(match).map((p, i) =>
        p.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage never reorder.
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {p.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage never reorder.
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}
