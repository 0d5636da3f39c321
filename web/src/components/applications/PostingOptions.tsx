/**
 * The postings a dialog acts for (an interview, an offer): the candidate's own postings, then the
 * other active postings (`GET /job-posting?status=active`), as the options of the caller's
 * `<select>` in two groups. One choice of the candidate's own is chosen already, so it has no blank.
 */
import { useQuery } from '@tanstack/react-query';
import { activePostingsQuery } from './api';

/** A posting to choose. */
export interface PostingChoice {
  id: string;
  title: string;
}

/** The active postings other than `postings` (none while `enabled` is false). */
export function useOtherActivePostings(postings: readonly PostingChoice[], enabled = true): PostingChoice[] {
  const active = useQuery({ ...activePostingsQuery(''), enabled });
  return (active.data?.jobs ?? [])
    .filter((j) => !postings.some((p) => p.id === j._id))
    .map((j) => ({ id: j._id, title: j.job_title }));
}

/** The `<option>`s: a blank `choose` unless exactly one own posting, then `theirs` and `others` groups. */
export function PostingOptions({
  postings,
  others,
  labels,
}: {
  postings: readonly PostingChoice[];
  others: readonly PostingChoice[];
  labels: { choose: string; theirs: string; others: string };
}) {
  const group = (label: string, list: readonly PostingChoice[]) =>
    list.length ? (
      <optgroup label={label}>
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </optgroup>
    ) : null;
  return (
    <>
      {postings.length !== 1 ? <option value="">{labels.choose}</option> : null}
      {group(labels.theirs, postings)}
      {group(labels.others, others)}
    </>
  );
}
