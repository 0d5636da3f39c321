/**
 * How candidate text becomes search terms (docs/architecture.md#search), the same for indexing and
 * for queries so that both sides meet: accents folded ("Siobhán" → "siobhan", NFD + combining marks
 * dropped), lower case, words split on anything that is not a letter or a digit. Words joined by
 * `.`, `@`, `'`, `-` or `+` ("example.ie", "o'brien", "node.js") are kept whole beside their parts,
 * so a query "example.ie" finds the domain and "brien" finds "O'Brien"; from each part on, so the
 * middle of an address ("ni.bhriain") is found. An Irish surname's prefix word is also glued to the
 * name ("Ó Súilleabháin" → "osuilleabhain"), and so is a postcode's second half to its first
 * ("T12 X2E4" → "t12x2e4"), so they are found typed with or without the space or apostrophe (issue
 * 38). Digits of a phone number are one term whatever the spaces. No SDK imports.
 */

import { nationalDigits } from '../data/keys.js';

/** Folds accents and case: `Ní Bhriain` → `ni bhriain`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Characters that join the parts of one word (an address, a domain, an Irish surname). */
const JOINERS = /[.@'’+\-_]/;
/** A run of letters and digits, possibly joined by the characters above. */
const WORD = /[\p{L}\p{N}]+(?:[.@'’+\-_][\p{L}\p{N}]+)*/gu;

/**
 * Words that begin an Irish surname, folded ("Ó Súilleabháin", "Ní Bhriain", "Nic Giolla Phádraig",
 * "Mac Cárthaigh", "Mc Gettigan", "Uí Néill"): people type them with a space, an apostrophe or
 * glued to the name, with or without the fada (docs/requirements.md#cv-management, search).
 */
export const IRISH_SURNAME_PREFIXES: ReadonlySet<string> = new Set([
  'o',
  'ni',
  'nic',
  'mac',
  'mc',
  'ui',
  'ua',
  'mhic',
]);

/**
 * Postcodes written as two halves that people also type without the space, folded: an Eircode
 * (routing key `T12`, `D6W`, then 4 characters: `T12 X2E4`) and a UK postcode (`BT1 5GS`, `SW1A 1AA`).
 */
const POSTCODE_HALVES: readonly [RegExp, RegExp][] = [
  [/^(?:[ac-fhknprtv-y]\d{2}|d6w)$/, /^[\dac-fhknprtv-y]{4}$/],
  [/^[a-z]{1,2}\d[a-z\d]?$/, /^\d[a-z]{2}$/],
];

/** Whether two words side by side are also one term glued: an Irish surname, or a postcode's halves. */
export function gluesTo(first: string, second: string): boolean {
  return (
    IRISH_SURNAME_PREFIXES.has(first) ||
    POSTCODE_HALVES.some(([head, tail]) => head.test(first) && tail.test(second))
  );
}

/**
 * The terms of `text` for the index: every word, and for a joined word also its parts, the parts
 * glued and the word from each part on ("o'brien" → "o'brien", "o", "brien", "obrien";
 * "a.ni.b@example.ie" → the address, its parts, "anib…", "a.ni.b", "example.ie", "ni.b@example.ie",
 * "b@example.ie"); two words side by side that `gluesTo` also glued ("ó súilleabháin" → "o",
 * "suilleabhain", "osuilleabhain"). Terms are folded.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  let previous = '';
  for (const match of fold(text).matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'");
    out.push(word);
    if (previous && gluesTo(previous, word)) out.push(`${previous}${word}`);
    previous = word;
    if (!JOINERS.test(word)) continue;
    // Parts and their joiners alternately: ['a', '.', 'ni', '@', 'example', '.', 'ie'].
    const pieces = word.split(/([.@'+\-_])/);
    const parts = pieces.filter((_, i) => i % 2 === 0 && pieces[i]);
    const more = new Set([...parts, parts.join('')]);
    const at = word.indexOf('@');
    if (at > 0) more.add(word.slice(0, at)).add(word.slice(at + 1));
    for (let i = 2; i < pieces.length - 2; i += 2) more.add(pieces.slice(i).join(''));
    more.delete(word);
    out.push(...more);
  }
  return out;
}

/**
 * The terms of a query: digit groups separated by spaces, dashes or brackets are glued (a phone
 * number typed as "087 123 4567"), a trunk `(0)` after a country code is dropped ("+353 (0)87…"),
 * a leading `+` or `0` of a number is dropped (numbers are indexed with and without their country
 * code), joined words stay whole (they match the whole indexed word), and the rest splits into words.
 */
export function queryTerms(query: string): string[] {
  const glued = fold(query)
    .replace(/(\d)\s*\(0\)\s*(?=\d)/g, '$1 ')
    .replace(/(\d)[\s\-().]+(?=\d)/g, '$1');
  const out: string[] = [];
  for (const match of glued.matchAll(WORD)) {
    let word = match[0].replace(/’/g, "'");
    if (/^\d+$/.test(word)) word = word.replace(/^0+/, '');
    if (word) out.push(word);
  }
  return out;
}

/**
 * The terms of a phone number: its digits alone, with the country code, and with a national
 * leading 0 (`+353`, `871234567` → `871234567`, `353871234567`, `0871234567`).
 */
export function phoneTerms(contact: { country_code: string; number: string } | undefined | null): string[] {
  if (!contact) return [];
  const national = nationalDigits(contact.number);
  const code = contact.country_code.replace(/\D/g, '');
  return national ? [national, `${code}${national}`] : [];
}

/** Longest snippet shown for a hit, in characters. */
export const SNIPPET_LENGTH = 160;

/** A short passage of a field with the query's words marked: `marks` are `[start, end)` offsets in `text`. */
export interface Snippet {
  text: string;
  marks: [number, number][];
}

/**
 * The passage of `source` around the first place where one of `terms` (folded words that matched,
 * as the index holds them) starts a word, at most `SNIPPET_LENGTH` characters, with every word of the
 * passage that starts with one of the terms marked. `undefined` when no word of `source` matches.
 * Offsets are in the original text: folding keeps one character per base letter, so positions are
 * mapped through the NFD form.
 */
export function snippetOf(source: string, terms: readonly string[]): Snippet | undefined {
  if (!source || terms.length === 0) return undefined;
  const words = [...source.matchAll(WORD)];
  const matches = (w: string) => {
    const forms = indexTerms(w);
    return terms.some((t) => forms.some((f) => f.startsWith(t)));
  };
  const firstHit = words.find((w) => matches(w[0]));
  if (!firstHit) return undefined;
  const hitAt = firstHit.index ?? 0;
  let start = Math.max(0, hitAt - 50);
  // Start at a word boundary.
  if (start > 0) {
    const space = source.indexOf(' ', start);
    if (space !== -1 && space < hitAt) start = space + 1;
  }
  let end = Math.min(source.length, start + SNIPPET_LENGTH);
  if (end < source.length) {
    const space = source.lastIndexOf(' ', end);
    if (space > hitAt) end = space;
  }
  const raw = source.slice(start, end);
  const lead = start > 0 ? '… ' : '';
  const text = `${lead}${raw.replace(/\s+/g, ' ')}${end < source.length ? ' …' : ''}`;
  // Marks are computed on the text as shown (whitespace collapsed).
  const marks: [number, number][] = [];
  for (const w of text.matchAll(WORD)) {
    if (matches(w[0])) marks.push([w.index ?? 0, (w.index ?? 0) + w[0].length]);
  }
  return { text, marks };
}
