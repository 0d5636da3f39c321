/**
 * Where the flag images live (docs/requirements.md#phone-picker): `/flags/{CC}.svg`, one SVG per
 * region from `country-flag-icons`, emitted by the build (`web/build/flag-images.ts`).
 */
export const FLAGS_PATH = '/flags/';

/** URL of the flag of a two-letter region code, e.g. `/flags/IE.svg`. */
export function flagUrl(code: string): string {
  return `${FLAGS_PATH}${code.toUpperCase()}.svg`;
}
