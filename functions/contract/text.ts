/**
 * Text hygiene for everything a request carries (docs/architecture.md#input-hygiene): text is
 * stored NFC-normalised, and characters that only ever serve to corrupt or disguise it are refused
 * with a 400 instead of being stored: NUL and the other C0/C1 control characters (tab, line feed and
 * carriage return allowed in multi-line fields only), lone UTF-16 surrogates (broken Unicode that
 * DynamoDB, mail and CSV readers mangle) and the bidirectional embedding/override/isolate controls
 * U+202A-U+202E and U+2066-U+2069 (they make `exe.pdf` read as `fdp.exe`).
 */

/** Characters no text field accepts. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point of this pattern
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
/** Line structure: refused in single-line fields (names, titles, query and path values). */
const LINE_BREAK = /[\t\n\r]/;

/** The 400 texts (docs/requirements.md#input-hygiene); `field` is the request path, e.g. `name`. */
export const TEXT_MESSAGES = {
  forbiddenCharacters: (field: string) =>
    `${field} contains characters that are not allowed (control characters, text-direction overrides or broken Unicode)`,
  lineBreak: (field: string) => `${field} must be a single line`,
} as const;

/**
 * What is wrong with `value` as the text of `field`, or `undefined` when it is acceptable.
 * `singleLine` also refuses tab, line feed and carriage return.
 */
export function textProblem(value: string, field: string, singleLine: boolean): string | undefined {
  if (NEVER.test(value)) return TEXT_MESSAGES.forbiddenCharacters(field);
  if (singleLine && LINE_BREAK.test(value)) return TEXT_MESSAGES.lineBreak(field);
  return undefined;
}

/** A problem found in a request: where (`a.b.0`) and what. */
export interface TextIssue {
  path: string;
  message: string;
}

/**
 * Walks parsed JSON (objects, arrays, strings) and answers a copy whose strings are NFC-normalised,
 * with every refused string listed in `issues`. Strings inside a body may span lines
 * (`singleLine: false`): the schema of each single-line field refuses line breaks itself
 * ({@link textProblem} through `singleLineText` in schemas/common.ts).
 */
export function cleanText(
  input: unknown,
  singleLine: boolean,
  path: string[] = [],
  issues: TextIssue[] = [],
): { value: unknown; issues: TextIssue[] } {
  if (typeof input === 'string') {
    const field = path.join('.') || 'value';
    const problem = textProblem(input, field, singleLine);
    if (problem) issues.push({ path: field, message: problem });
    return { value: problem ? input : input.normalize('NFC'), issues };
  }
  if (Array.isArray(input))
    return {
      value: input.map((v, i) => cleanText(v, singleLine, [...path, String(i)], issues).value),
      issues,
    };
  if (input && typeof input === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input)) out[k] = cleanText(v, singleLine, [...path, k], issues).value;
    return { value: out, issues };
  }
  return { value: input, issues };
}
