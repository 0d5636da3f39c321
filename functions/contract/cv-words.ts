/**
 * Words of a CV that are never the candidate's name (issue 37, docs/architecture.md#upload-path):
 * the section headings CVs use in English and the other common languages of CVs sent to the site,
 * and the words of job titles (with the catalogue's own titles, functions/contract/catalog-defaults.ts).
 * Data only, used by `findName` in `cv-facts.ts`; every entry is lower case.
 */
import { FALLBACK_JOB_TITLES } from './catalog-defaults.js';

/** Heading words: a line made only of these (and short joining words) is a heading. */
export const HEADING_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    'curriculum vitae vita resume résumé cv bio biodata career objective objectives profile personal summary',
    'contact contacts details detail information info experience experiences education educational skills skill',
    'professional work employment history references reference key achievements achievement qualifications',
    'qualification about me technical core competencies competency projects project languages language interests',
    'hobbies certifications certification certificates training declaration address cover letter academic',
    'academics basic credentials credential background strengths strength extra curricular extracurricular',
    'activities activity awards honours honors publications volunteer volunteering internships internship',
    'courses coursework tools technologies expertise overview highlights accomplishments responsibilities',
    'roles duties memberships affiliations portfolio attributes personality traits abilities areas area',
    'proficiency summary statement goals goal details particulars scholastic record records soft hard it',
    'computer knowledge software additional other miscellaneous data employment positions held',
    // Spanish, Portuguese, Italian
    'hoja de vida currículum curriculo currículo perfil datos personales experiencia laboral profesional formación',
    'académica academica educación educacion habilidades competencias idiomas conocimientos referencias logros',
    'cursos objetivo sobre mí mi información contacto experiência formação acadêmica competências línguas',
    'esperienza lavorativa istruzione competenze lingue dati personali profilo',
    // French, German, Dutch
    'expérience expériences professionnelle professionnelles formation compétences langues centres intérêt',
    'lebenslauf berufserfahrung ausbildung kenntnisse sprachen persönliche daten profil werdegang fähigkeiten',
    'werkervaring opleiding vaardigheden talen persoonlijke gegevens',
    // Finnish, Polish
    'ansioluettelo työkokemus koulutus osaaminen kielitaito henkilötiedot yhteystiedot harrastukset',
    'życiorys doświadczenie zawodowe wykształcenie umiejętności języki dane osobowe zainteresowania',
    // Vietnamese
    'sơ yếu lý lịch thông tin cá nhân mục tiêu nghề nghiệp kinh nghiệm làm việc học vấn kỹ năng chứng chỉ',
    'sở thích dự án hoạt động',
  ]
    .join(' ')
    .split(' '),
);

/** Headings written in scripts without spaces between words. */
export const HEADING_PHRASES: readonly string[] = [
  '个人简历',
  '简历',
  '个人信息',
  '基本信息',
  '教育背景',
  '工作经验',
  '工作经历',
  '项目经验',
  '专业技能',
  '技能',
  '自我评价',
  '求职意向',
  '联系方式',
  '履歴書',
  '職務経歴書',
  '이력서',
  '자기소개서',
];

/** Words that make a line a job title ("Data Scientist", "Ingeniero de Software", "Kỹ sư phần mềm"). */
export const JOB_TITLE_WORDS: ReadonlySet<string> = new Set(
  [
    'engineer developer programmer scientist analyst manager',
    'designer consultant architect administrator admin specialist intern trainee lead leader director officer',
    'assistant executive accountant teacher lecturer professor tutor nurse doctor technician tester qa coordinator',
    'president founder co-founder cofounder associate representative graduate fresher student researcher',
    'supervisor advisor adviser expert strategist marketer recruiter clerk operator agent',
    'devops sre full-stack fullstack frontend front-end backend back-end',
    'cto ceo cfo coo vp trainer instructor editor',
    'ingeniero ingeniera desarrollador desarrolladora analista gerente jefe jefa diseñador diseñadora consultor',
    'consultora asistente técnico técnica programador programadora administrador administradora practicante',
    'insinööri kehittäjä ohjelmistokehittäjä suunnittelija asiantuntija päällikkö johtaja',
    'entwickler entwicklerin ingenieur ingenieurin berater beraterin leiter leiterin',
    'développeur développeuse ingénieur chef analyste',
    'kỹ sư lập trình viên chuyên viên trưởng phòng nhân viên thực tập sinh',
  ]
    .join(' ')
    .split(' '),
);

/** The catalogue's job titles, lower case: a line that is one of them is not a name. */
export const CATALOGUE_TITLES: ReadonlySet<string> = new Set(FALLBACK_JOB_TITLES.map((t) => t.toLowerCase()));

/** Job titles written without spaces (Chinese, Japanese). */
export const JOB_TITLE_PHRASES: readonly string[] = [
  '工程师',
  '开发',
  '经理',
  '分析师',
  '设计师',
  '主管',
  '总监',
  '专员',
  '实习',
];

/** Words a sentence has and a name does not: a line with one of these is prose, not a name. */
export const SENTENCE_WORDS: ReadonlySet<string> = new Set(
  'a the to and or with for in on at of as is am are be by from my me we our your seeking looking years year'.split(
    ' ',
  ),
);

/** Lower-case particles of names ("Juan de la Cruz", "Ludwig van Beethoven", "Ahmad bin Ali"). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'de del della der den di da das do dos du la le van von ter ten bin binti bint al el y e'.split(' '),
);

/** Names of languages: a line listing only these ("English  Hindi  Tamil") is not a name. */
export const LANGUAGE_NAMES: ReadonlySet<string> = new Set(
  (
    'english irish french german spanish portuguese italian dutch polish romanian russian ukrainian finnish ' +
    'swedish norwegian danish greek turkish arabic hebrew hindi urdu bengali tamil telugu kannada malayalam ' +
    'marathi gujarati punjabi mandarin cantonese chinese japanese korean vietnamese thai malay indonesian ' +
    'filipino tagalog swahili yoruba igbo hausa quechua native fluent basic intermediate advanced'
  ).split(' '),
);

/** Words of an organisation's name ("Acme Technologies Pvt Ltd", "University College Cork"). */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set(
  (
    'ltd limited inc llc llp plc gmbh ag pvt corp corporation company co technologies technology solutions ' +
    'systems services consulting group holdings bank university college institute school academy ' +
    'universidad universidade université universität yliopisto đại học 大学 sac sa srl bv oy ab'
  ).split(' '),
);
