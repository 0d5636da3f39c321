/**
 * A recruiter's query as MiniSearch's query tree (docs/architecture.md#search, matching and
 * ranking): every word must match (AND), each in any of the ways people slip (issue 38: "Murhpy",
 * "Liem", "O'Suilleabhain"; the middle of an address, "ni.bhriain", is found by the index's terms:
 * text.ts). A hit matching every word as typed ranks above one found by a slip (`rank`).
 *
 * Each word matches as:
 * - itself, as a prefix, with one edit (Levenshtein) in words of `FUZZY_MIN_LENGTH`+ characters
 *   without a digit (`forgivesEdit`);
 * - with two neighbouring letters swapped ("murhpy" → "murphy": one Damerau edit, two for
 *   Levenshtein), in words of `FUZZY_MIN_LENGTH`+ letters, and in names of `NAME_SLIP_LENGTH`;
 * - with one edit in a name of `NAME_SLIP_LENGTH` letters ("liem" → "liam"), the name field only, so
 *   other 4-letter words ("jeva", "cork") stay exact;
 * - a joined word ("o'suilleabhain", "ni'bhriain") also glued ("osuilleabhain"), which the index
 *   holds for an Irish surname written with a space (its parts alone, ANDed, cost 20-60 ms at 5,000
 *   candidates for an address's common labels, and add nothing the glued form misses);
 * - an Irish surname's prefix word and the next word ("mc carthy", "o suilleabhain") also as one
 *   glued word ("mccarthy").
 * A forgiven match weighs what MiniSearch gives a fuzzy match of one edit (`SLIP_WEIGHT`).
 */
import type { Query, SearchOptions } from 'minisearch';
import { gluesTo, queryTerms } from './text.js';

/** Shortest word that tolerates one slip in any field (docs/requirements.md#cv-management, search). */
export const FUZZY_MIN_LENGTH = 5;
/** Length of a name that tolerates one slip in the name field only ("Liem" for Liam). */
export const NAME_SLIP_LENGTH = 4;
/** A forgiven match's weight against an exact one (MiniSearch's own weight of a fuzzy match). */
const SLIP_WEIGHT = 0.45;

/** One term, searched as given (it is already a query term: `queryTerms`). */
const leaf = (term: string, options: SearchOptions): Query => ({
  ...options,
  tokenize: () => [term],
  processTerm: (t: string) => t,
  queries: [term],
});

const slipWeight = () => SLIP_WEIGHT;

/**
 * Whether `word` matches with one edit: 5+ characters and no digit. A number (a phone, a postcode,
 * an id in a CV) one digit off is another number; an edit there found the wrong candidate and, at
 * 20,000 CVs, expanded a word like `project42` to ~40 more terms (docs/architecture.md#search).
 */
export const forgivesEdit = (word: string) => word.length >= FUZZY_MIN_LENGTH && !/\d/.test(word);

/** `word` with each pair of neighbouring, different letters swapped once. */
export function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    const [a, b] = [word[i]!, word[i + 1]!];
    if (a === b || !/\p{L}/u.test(a) || !/\p{L}/u.test(b)) continue;
    out.add(`${word.slice(0, i)}${b}${a}${word.slice(i + 2)}`);
  }
  return [...out];
}

/** The ways one query word matches, any of them (see the module's comment). */
function wordQuery(word: string): Query {
  const letters = /^\p{L}+$/u.test(word);
  const ways: Query[] = [leaf(word, { prefix: true, fuzzy: forgivesEdit(word) ? 1 : 0 })];
  if (letters && word.length >= FUZZY_MIN_LENGTH) {
    for (const swapped of transpositions(word))
      ways.push(leaf(swapped, { prefix: true, fuzzy: 0, boostTerm: slipWeight }));
  } else if (letters && word.length === NAME_SLIP_LENGTH) {
    ways.push(leaf(word, { prefix: false, fuzzy: 1, fields: ['name'], boostTerm: slipWeight }));
    for (const swapped of transpositions(word))
      ways.push(leaf(swapped, { prefix: false, fuzzy: 0, fields: ['name'], boostTerm: slipWeight }));
  }
  const parts = word.split(/[.@'+\-_]/).filter(Boolean);
  if (parts.length > 1) ways.push(leaf(parts.join(''), { prefix: true, fuzzy: 0, boostTerm: slipWeight }));
  return ways.length === 1 ? ways[0]! : { combineWith: 'OR', queries: ways };
}

/**
 * The query tree of `query`, or `undefined` when it has no terms. Words that `gluesTo` joins (an
 * Irish surname's prefix and the name, a postcode's halves) match side by side or glued.
 */
export function queryTree(query: string): Query | undefined {
  const words = queryTerms(query);
  if (words.length === 0) return undefined;
  const units: Query[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]];
    if (next !== undefined && gluesTo(word, next)) {
      units.push({
        combineWith: 'OR',
        queries: [
          { combineWith: 'AND', queries: [wordQuery(word), wordQuery(next)] },
          wordQuery(`${word}${next}`),
        ],
      });
      i++;
    } else units.push(wordQuery(word));
  }
  return { combineWith: 'AND', queries: units };
}
