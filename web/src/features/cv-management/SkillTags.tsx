/**
 * A candidate's skills as tags (docs/requirements.md#cv-management): in the table (at most `limit`,
 * then "+n more") and in the details dialog (all). With `onSkill`, each tag narrows the list to
 * candidates with that skill.
 */
import { cvManagementMessages as M } from './messages';

const tagClass = 'inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700';
// On one line a tag gives way (cut, the whole skill in its title), never the count of the rest.
const clipped = 'block max-w-full truncate';

export function SkillTags({
  name,
  skills,
  limit,
  onSkill,
  nowrap = false,
}: {
  /** Whose skills: names the list for screen readers. */
  name: string;
  skills: readonly string[];
  limit?: number;
  onSkill?: (skill: string) => void;
  /** One line (the table's dense rows): the tags are cut to leave "+n more" whole; else the tags wrap. */
  nowrap?: boolean;
}) {
  if (skills.length === 0) return <span className="text-sm text-slate-500">{M.skills.none}</span>;
  const shown = limit ? skills.slice(0, limit) : skills;
  const hidden = skills.length - shown.length;
  return (
    <ul
      aria-label={M.skills.label(name)}
      className={`flex gap-1.5 ${nowrap ? 'flex-nowrap items-center overflow-hidden whitespace-nowrap' : 'flex-wrap'}`}
    >
      {shown.map((skill) => (
        <li key={skill} className={nowrap ? 'min-w-0' : undefined}>
          {onSkill ? (
            <button
              type="button"
              title={M.skills.filterBy(skill)}
              onClick={() => onSkill(skill)}
              className={`${tagClass} ${nowrap ? clipped : ''} ring-1 ring-inset ring-brand-200 hover:bg-brand-100`}
            >
              {skill}
            </button>
          ) : (
            <span className={`${tagClass} ${nowrap ? clipped : ''}`} title={nowrap ? skill : undefined}>
              {skill}
            </span>
          )}
        </li>
      ))}
      {hidden > 0 ? <li className="shrink-0 text-xs text-slate-500">{M.skills.more(hidden)}</li> : null}
    </ul>
  );
}
