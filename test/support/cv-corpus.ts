/**
 * A generated corpus of CVs with known answers (issue 37): CVs written as people of 17 countries
 * write them — their phone formats (national, international, `00`, calling code in parentheses or
 * without the plus, several numbers a line), address lines with postcodes, headings in their
 * language, names in capitals or after a heading or a job title, CV builders' and recruiters'
 * footers with their own numbers, dates, grades and identifiers. Every person, number and address is
 * made up here from a seeded generator (names are random pairs of common given and family names);
 * no real CV or personal data is used. Shared by the unit test (test/unit/cv-corpus.test.ts) and the
 * bench (bench/cv-facts.ts).
 */
import {
  type CountryCode,
  getExampleNumber,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';

/** One CV's text and the facts a reader should find in it. */
export interface CorpusCv {
  id: string;
  country: CountryCode;
  lines: string[];
  expected: { name: string; emails: string[]; phones: string[]; skills: string[] };
}

type Lang = 'en' | 'es' | 'fi' | 'vi' | 'zh' | 'de' | 'fr' | 'pt' | 'pl';

interface Profile {
  country: CountryCode;
  lang: Lang;
  given: string[];
  family: string[];
  /** Family name first (Chinese, Vietnamese). */
  familyFirst?: boolean;
  /** Between the two names: a space, or nothing in Chinese. */
  joiner?: string;
  /** Address lines (a postcode where people write one); `{}` none given. */
  addresses: string[];
  /** E-mail domains people of the country use. */
  domains: string[];
  /** How they write their own numbers (see `writePhone`). */
  styles: Style[];
}

type Style =
  | 'national'
  | 'compact'
  | 'dashed'
  | 'dotted'
  | 'nsn'
  | 'intl'
  | 'intl00'
  | 'paren'
  | 'bare'
  | 'intlTrunk';

const PROFILES: Profile[] = [
  {
    country: 'IE',
    lang: 'en',
    given: ['Aoife', 'Ciara', 'Sean', 'Conor', 'Niamh', 'Darragh', 'Siobhán', 'Eoin', 'Róisín', 'Cian'],
    family: [
      'Murphy',
      'Kelly',
      "O'Sullivan",
      'Walsh',
      'Byrne',
      'Ryan',
      "O'Brien",
      'Fitzgerald',
      'Doyle',
      'Lynch',
    ],
    addresses: [
      '12 Main Street, Douglas, Cork T12 X2Y3',
      'Ballincollig, Co. Cork',
      'Rathmines, Dublin 6, Ireland',
      'Salthill, Galway',
    ],
    domains: ['gmail.com', 'outlook.com', 'eircom.net', 'example.ie'],
    styles: ['national', 'compact', 'intl', 'intl00', 'intlTrunk'],
  },
  {
    country: 'GB',
    lang: 'en',
    given: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Emily', 'Jack', 'Sophie'],
    family: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thomas'],
    addresses: [
      'Flat 3, 22 Baker Road, London NW1 6XE',
      'Manchester M1 4BT, United Kingdom',
      'Leeds LS1 5AB, UK',
    ],
    domains: ['gmail.com', 'btinternet.com', 'example.co.uk'],
    styles: ['national', 'compact', 'intl', 'intlTrunk'],
  },
  {
    country: 'US',
    lang: 'en',
    given: ['Emily', 'Michael', 'Jessica', 'Christopher', 'Ashley', 'Matthew', 'Madison', 'Tyler'],
    family: ['Johnson', 'Miller', 'Davis', 'Garcia', 'Rodriguez', 'Martinez', 'Anderson', 'Thompson'],
    addresses: [
      'Seattle, WA 98101',
      'San Francisco, CA, USA',
      '1200 Elm St, Austin, TX 78701, USA',
      'Boston, MA 02115',
    ],
    domains: ['gmail.com', 'yahoo.com', 'icloud.com'],
    styles: ['national', 'dashed', 'dotted', 'intl'],
  },
  {
    country: 'IN',
    lang: 'en',
    given: ['Rahul', 'Priya', 'Amit', 'Sneha', 'Vikram', 'Anjali', 'Arjun', 'Kavya', 'Rohan', 'Divya'],
    family: ['Sharma', 'Patel', 'Nair', 'Reddy', 'Iyer', 'Gupta', 'Singh', 'Kumar', 'Menon', 'Rao'],
    addresses: [
      'Koramangala, Bengaluru 560034, Karnataka',
      'Andheri East, Mumbai - 400069, Maharashtra, India',
      'Gachibowli, Hyderabad, Telangana',
      'Sector 62, Noida, Uttar Pradesh 201309',
      'Anna Nagar, Chennai 600040',
    ],
    domains: ['gmail.com', 'yahoo.co.in', 'rediffmail.com'],
    styles: ['nsn', 'national', 'intl', 'bare', 'dashed'],
  },
  {
    country: 'CN',
    lang: 'zh',
    given: ['伟', '芳', '敏', '静', '磊', '艳', '军', '慧', '子涵', '浩然'],
    family: ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'],
    familyFirst: true,
    joiner: '',
    addresses: [
      '北京市海淀区',
      '上海市浦东新区 200120',
      'Shenzhen, Guangdong, China',
      'Hangzhou, Zhejiang 310000',
    ],
    domains: ['qq.com', '163.com', 'gmail.com'],
    styles: ['nsn', 'dashed', 'intl', 'bare'],
  },
  {
    country: 'VN',
    lang: 'vi',
    given: ['Văn An', 'Thị Hoa', 'Minh Tuấn', 'Thu Trang', 'Quốc Bảo', 'Ngọc Lan'],
    family: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ'],
    familyFirst: true,
    addresses: [
      'Cầu Giấy, Hà Nội',
      'Quận 1, TP. Hồ Chí Minh',
      'Hải Châu, Đà Nẵng',
      'District 7, Ho Chi Minh City, Vietnam',
    ],
    domains: ['gmail.com', 'yahoo.com.vn'],
    styles: ['compact', 'national', 'dotted', 'intl', 'paren'],
  },
  {
    country: 'SG',
    lang: 'en',
    given: ['Wei Ming', 'Hui Min', 'Jun Jie', 'Xin Yi', 'Siti', 'Arun'],
    family: ['Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Goh'],
    familyFirst: true,
    addresses: [
      'Blk 123 Tampines Street 11, Singapore 521123',
      'Ang Mo Kio Ave 3, Singapore 560123',
      'Jurong West, Singapore',
    ],
    domains: ['gmail.com', 'singnet.com.sg', 'example.sg'],
    styles: ['national', 'bare', 'intl', 'paren'],
  },
  {
    country: 'FI',
    lang: 'fi',
    given: ['Matti', 'Aino', 'Juha', 'Laura', 'Mikko', 'Sanna', 'Antti', 'Elina'],
    family: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen'],
    addresses: ['Mannerheimintie 12 A 5, 00100 Helsinki', 'Hervanta, 33720 Tampere', 'Espoo, Finland'],
    domains: ['gmail.com', 'example.fi', 'outlook.com'],
    styles: ['national', 'compact', 'intl', 'paren'],
  },
  {
    country: 'PE',
    lang: 'es',
    given: ['Juan', 'María', 'Luis', 'Rosa', 'Carlos', 'Lucía', 'Jorge', 'Ana'],
    family: ['Quispe', 'Flores', 'Sánchez', 'Rojas', 'Huamán', 'Mendoza', 'Vargas', 'Castillo'],
    addresses: [
      'Miraflores, Lima 15074',
      'Av. Arequipa 1234, Lince, Lima, Perú',
      'Cercado, Arequipa 04001',
      'Trujillo, La Libertad',
    ],
    domains: ['gmail.com', 'hotmail.com', 'example.com.pe'],
    styles: ['national', 'nsn', 'intl', 'paren'],
  },
  {
    country: 'DE',
    lang: 'de',
    given: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Hannah', 'Maximilian', 'Sophie'],
    family: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker'],
    addresses: ['Friedrichstraße 10, 10117 Berlin', '80331 München', 'Hamburg, Deutschland'],
    domains: ['web.de', 'gmx.de', 'gmail.com'],
    styles: ['national', 'compact', 'intl', 'intlTrunk'],
  },
  {
    country: 'FR',
    lang: 'fr',
    given: ['Camille', 'Lucas', 'Léa', 'Hugo', 'Manon', 'Louis', 'Chloé', 'Nathan'],
    family: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand'],
    addresses: ['12 rue de Rivoli, 75001 Paris', '69002 Lyon, France', 'Toulouse, France'],
    domains: ['gmail.com', 'orange.fr', 'free.fr'],
    styles: ['national', 'dotted', 'intl'],
  },
  {
    country: 'ES',
    lang: 'es',
    given: ['Pablo', 'Lucía', 'Javier', 'Marta', 'Alejandro', 'Paula'],
    family: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez'],
    addresses: ['Calle Mayor 5, 28013 Madrid', 'Barcelona, España', 'Sevilla 41001'],
    domains: ['gmail.com', 'example.es', 'telefonica.es'],
    styles: ['national', 'compact', 'intl'],
  },
  {
    country: 'BR',
    lang: 'pt',
    given: ['João', 'Ana', 'Pedro', 'Beatriz', 'Gabriel', 'Larissa'],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa'],
    addresses: ['Vila Mariana, São Paulo - SP, 04101-000', 'Rio de Janeiro, RJ', 'Curitiba, Brasil'],
    domains: ['gmail.com', 'uol.com.br', 'example.com.br'],
    styles: ['national', 'intl'],
  },
  {
    country: 'PL',
    lang: 'pl',
    given: ['Jakub', 'Zofia', 'Kacper', 'Julia', 'Mateusz', 'Maja'],
    family: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski'],
    addresses: ['ul. Marszałkowska 10, 00-001 Warszawa', 'Kraków, Polska', '50-001 Wrocław'],
    domains: ['wp.pl', 'onet.pl', 'gmail.com'],
    styles: ['national', 'compact', 'intl'],
  },
  {
    country: 'NG',
    lang: 'en',
    given: ['Chinedu', 'Ngozi', 'Emeka', 'Aisha', 'Tunde', 'Funmilayo'],
    family: ['Okafor', 'Adeyemi', 'Okonkwo', 'Bello', 'Eze', 'Balogun'],
    addresses: ['Ikeja, Lagos', 'Wuse 2, Abuja, Nigeria', 'Port Harcourt, Rivers State'],
    domains: ['gmail.com', 'yahoo.com'],
    styles: ['national', 'compact', 'intl'],
  },
  {
    country: 'PH',
    lang: 'en',
    given: ['Mark', 'Kristine', 'John Paul', 'Maricel', 'Jerome', 'Angelica'],
    family: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza'],
    addresses: ['Quezon City, Metro Manila', 'Makati City, Philippines', 'Cebu City, Cebu 6000'],
    domains: ['gmail.com', 'yahoo.com'],
    styles: ['national', 'compact', 'intl'],
  },
  {
    country: 'PK',
    lang: 'en',
    given: ['Ali', 'Fatima', 'Hamza', 'Ayesha', 'Usman', 'Zainab'],
    family: ['Khan', 'Ahmed', 'Hussain', 'Malik', 'Qureshi', 'Butt'],
    addresses: ['Gulberg III, Lahore', 'F-7, Islamabad, Pakistan', 'Clifton, Karachi 75600'],
    domains: ['gmail.com', 'hotmail.com'],
    styles: ['national', 'compact', 'intl'],
  },
];

/** Section headings and labels of each language. */
const WORDS: Record<
  Lang,
  {
    cv: string;
    objective: string;
    experience: string;
    education: string;
    skills: string;
    phone: string[];
    email: string;
    name: string;
    with: string;
    sentence: string;
  }
> = {
  en: {
    cv: 'CURRICULUM VITAE',
    objective: 'CAREER OBJECTIVE',
    experience: 'WORK EXPERIENCE',
    education: 'EDUCATION',
    skills: 'Technical Skills',
    phone: ['Phone:', 'Mobile:', 'Tel:', 'Contact No.:', 'Cell:', 'Mob:'],
    email: 'Email:',
    name: 'Name:',
    with: 'Built and maintained services with',
    sentence: 'Seeking a challenging position in a growing organisation where I can go the extra mile.',
  },
  es: {
    cv: 'HOJA DE VIDA',
    objective: 'PERFIL PROFESIONAL',
    experience: 'EXPERIENCIA LABORAL',
    education: 'FORMACIÓN ACADÉMICA',
    skills: 'Habilidades',
    phone: ['Celular:', 'Teléfono:', 'Cel.:'],
    email: 'Correo:',
    name: 'Nombre:',
    with: 'Desarrollo de aplicaciones con',
    sentence: 'Profesional proactivo con ganas de aprender y crecer en un equipo dinámico.',
  },
  fi: {
    cv: 'ANSIOLUETTELO',
    objective: 'PROFIILI',
    experience: 'TYÖKOKEMUS',
    education: 'KOULUTUS',
    skills: 'Osaaminen',
    phone: ['Puhelin:', 'Puh.'],
    email: 'Sähköposti:',
    name: 'Nimi:',
    with: 'Kehitin palveluita käyttäen',
    sentence: 'Olen ratkaisukeskeinen ja oppimishaluinen tiimipelaaja.',
  },
  vi: {
    cv: 'SƠ YẾU LÝ LỊCH',
    objective: 'MỤC TIÊU NGHỀ NGHIỆP',
    experience: 'KINH NGHIỆM LÀM VIỆC',
    education: 'HỌC VẤN',
    skills: 'Kỹ năng',
    phone: ['Điện thoại:', 'SĐT:'],
    email: 'Email:',
    name: 'Họ và tên:',
    with: 'Phát triển hệ thống sử dụng',
    sentence: 'Mong muốn được làm việc trong môi trường chuyên nghiệp.',
  },
  zh: {
    cv: '个人简历',
    objective: '求职意向',
    experience: '工作经验',
    education: '教育背景',
    skills: '专业技能',
    phone: ['手机：', '电话：'],
    email: '邮箱：',
    name: '姓名：',
    with: '使用以下技术开发系统：',
    sentence: '工作认真负责，具有良好的团队合作精神。',
  },
  de: {
    cv: 'LEBENSLAUF',
    objective: 'PROFIL',
    experience: 'BERUFSERFAHRUNG',
    education: 'AUSBILDUNG',
    skills: 'Kenntnisse',
    phone: ['Telefon:', 'Handy:', 'Tel.:'],
    email: 'E-Mail:',
    name: 'Name:',
    with: 'Entwicklung von Diensten mit',
    sentence: 'Teamfähig, zuverlässig und lernbereit.',
  },
  fr: {
    cv: 'CURRICULUM VITAE',
    objective: 'PROFIL',
    experience: 'EXPÉRIENCE PROFESSIONNELLE',
    education: 'FORMATION',
    skills: 'Compétences',
    phone: ['Téléphone :', 'Tél. :', 'Portable :'],
    email: 'E-mail :',
    name: 'Nom :',
    with: 'Développement de services avec',
    sentence: 'Rigoureux, curieux et autonome.',
  },
  pt: {
    cv: 'CURRÍCULO',
    objective: 'OBJETIVO',
    experience: 'EXPERIÊNCIA PROFISSIONAL',
    education: 'FORMAÇÃO ACADÊMICA',
    skills: 'Competências',
    phone: ['Celular:', 'Telefone:'],
    email: 'E-mail:',
    name: 'Nome:',
    with: 'Desenvolvimento de sistemas com',
    sentence: 'Profissional dedicado e com facilidade de aprendizado.',
  },
  pl: {
    cv: 'ŻYCIORYS',
    objective: 'PROFIL',
    experience: 'DOŚWIADCZENIE ZAWODOWE',
    education: 'WYKSZTAŁCENIE',
    skills: 'Umiejętności',
    phone: ['Telefon:', 'Tel.:', 'Tel. kom.:'],
    email: 'E-mail:',
    name: 'Imię i nazwisko:',
    with: 'Tworzenie usług z użyciem',
    sentence: 'Sumienny, komunikatywny i nastawiony na rozwój.',
  },
};

/** Skills as CVs write them, with the label the reader should answer. `listed`: an everyday word, written only in lists. */
const SKILLS: { written: string; label: string; listed?: boolean }[] = [
  ['Python', 'Python'],
  ['k8s', 'Kubernetes'],
  ['Kubernetes', 'Kubernetes'],
  ['Postgres', 'PostgreSQL'],
  ['PostgreSQL', 'PostgreSQL'],
  ['C#', 'C#'],
  ['C++', 'C++'],
  ['.NET Core', '.NET'],
  ['Node.js', 'Node.js'],
  ['NodeJS', 'Node.js'],
  ['MS Excel', 'Microsoft Excel'],
  ['Excel', 'Microsoft Excel'],
  ['Terraform', 'Terraform'],
  ['Angular', 'Angular'],
  ['React', 'React'],
  ['Salesforce', 'Salesforce'],
  ['AWS', 'AWS'],
  ['Docker', 'Docker'],
  ['Java', 'Java'],
  ['JavaScript', 'JavaScript'],
  ['TypeScript', 'TypeScript'],
  ['SQL', 'SQL'],
  ['MySQL', 'MySQL'],
  ['MongoDB', 'MongoDB'],
  ['Git', 'Git'],
  ['Linux', 'Linux'],
  ['Power BI', 'Power BI'],
  ['Tableau', 'Tableau'],
  ['SAP', 'SAP'],
  ['Jira', 'Jira'],
  ['Figma', 'Figma'],
  ['Django', 'Django'],
  ['Flask', 'Flask'],
  ['Spring Boot', 'Spring'],
  ['TensorFlow', 'TensorFlow'],
  ['PyTorch', 'PyTorch'],
  ['pandas', 'pandas'],
  ['NumPy', 'NumPy'],
  ['Machine Learning', 'Machine learning'],
  ['PHP', 'PHP'],
  ['Laravel', 'Laravel'],
  ['Vue.js', 'Vue.js'],
  ['HTML5', 'HTML'],
  ['CSS3', 'CSS'],
  ['Azure', 'Azure'],
  ['GCP', 'Google Cloud'],
  ['Ansible', 'Ansible'],
  ['Scrum', 'Scrum'],
  ['Agile', 'Agile'],
  ['AutoCAD', 'AutoCAD'],
  ['Kotlin', 'Kotlin'],
  ['Flutter', 'Flutter'],
  ['Redis', 'Redis'],
  ['Kafka', 'Kafka'],
  ['GraphQL', 'GraphQL'],
  ['Tailwind CSS', 'Tailwind CSS'],
  ['Selenium', 'Selenium'],
  ['Photoshop', 'Photoshop'],
  ['SEO', 'SEO'],
  ['QuickBooks', 'QuickBooks'],
  ['TCP/IP', 'TCP/IP'],
  ['CCNA', 'CCNA'],
  ['Wireshark', 'Wireshark'],
  ['Golang', 'Go'],
  ['ASP.NET Core', 'ASP.NET'],
  ['Microsoft SQL Server', 'SQL Server'],
]
  .map(([written, label]): { written: string; label: string; listed?: boolean } => ({
    written: written!,
    label: label!,
  }))
  .concat([
    { written: 'Go', label: 'Go', listed: true },
    { written: 'R', label: 'R', listed: true },
    { written: 'Jenkins', label: 'Jenkins', listed: true },
    { written: 'Swift', label: 'Swift', listed: true },
  ]);

const JOB_TITLES = [
  'Data Scientist',
  'Software Engineer',
  'Cloud Engineer',
  'Business Analyst',
  'DevOps Engineer',
  'Project Manager',
  'Full Stack Developer',
];
const COMPANIES = [
  'Acme Ltd',
  'Globex',
  'Initech',
  'Northwind Traders',
  'Contoso',
  'Fabrikam',
  'Umbrella Systems',
];
const BUILDER_FOOTERS = [
  'Created with Zety · support +1 800 555 0199',
  'Resume template by ResumeGenius - call 1-800-555-0188',
  'Presented by Northwind Recruitment Ltd · +353 21 490 1234',
  'Page 1 of 2',
  'Powered by Kickresume | +421 2 1234 5678',
];

/** mulberry32: the same corpus on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/ł/g, 'l')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** A valid mobile number of `country`: its example number with random last digits. */
function mobileNumber(country: CountryCode, rnd: () => number): PhoneNumber {
  const example = getExampleNumber(country, examples)!;
  const nsn = String(example.nationalNumber);
  for (let i = 0; i < 50; i++) {
    const tail = String(Math.floor(rnd() * 10_000)).padStart(4, '0');
    const phone = parsePhoneNumberFromString(`+${example.countryCallingCode}${nsn.slice(0, -4)}${tail}`);
    if (phone?.isValid() && phone.country === country) return phone;
  }
  return example;
}

/** The number as people of its country write it in `style`. */
function writePhone(phone: PhoneNumber, style: Style): string {
  const national = phone.formatNational();
  const cc = phone.countryCallingCode;
  const withoutTrunk = national.replace(/^\(?0\)?\s*/, '').replace(/^\((\d+)\)\s*/, '$1 ');
  const international = phone.formatInternational();
  switch (style) {
    case 'national':
      return national;
    case 'compact':
      return national.replace(/\D/g, '');
    case 'dashed':
      return national.replace(/[()]/g, '').trim().replace(/\s+/g, '-');
    case 'dotted':
      return national
        .replace(/[()]/g, '')
        .trim()
        .replace(/[\s-]+/g, '.');
    case 'nsn':
      return String(phone.nationalNumber);
    case 'intl':
      return international;
    case 'intl00':
      return international.replace(/^\+/, '00');
    case 'paren':
      return `(+${cc}) ${withoutTrunk}`;
    case 'bare':
      return `${cc}-${withoutTrunk}`;
    case 'intlTrunk':
      return international.replace(`+${cc} `, `+${cc} (0) `);
  }
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
function pickSome<T>(rnd: () => number, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0]!);
  return out;
}

/** Styles that need the CV to say the country: a national number read without other evidence is ambiguous. */
const NATIONAL_STYLES: readonly Style[] = ['national', 'compact', 'dashed', 'dotted', 'nsn', 'bare'];

/** The corpus: `perCountry` CVs for each of the 17 countries (at least 200 with the default). */
export function generateCorpus(perCountry = 12, seed = 37): CorpusCv[] {
  const rnd = random(seed);
  const corpus: CorpusCv[] = [];
  for (const p of PROFILES) {
    const w = WORDS[p.lang];
    for (let i = 0; i < perCountry; i++) {
      const given = pick(rnd, p.given);
      const family = pick(rnd, p.family);
      const joiner = p.joiner ?? ' ';
      const name = p.familyFirst ? `${family}${joiner}${given}` : `${given}${joiner}${family}`;
      const caps = rnd() < 0.3;
      const written = caps ? name.toUpperCase() : name;
      const local =
        ascii(given) && ascii(family)
          ? `${ascii(given)}.${ascii(family)}${Math.floor(rnd() * 90 + 10)}`
          : String(Math.floor(rnd() * 9e8 + 1e8));
      const email = `${local}@${pick(rnd, p.domains)}`;
      const address = rnd() < 0.85 ? pick(rnd, p.addresses) : undefined;
      const count = rnd() < 0.25 ? 2 : 1;
      const phones = Array.from({ length: count }, () => mobileNumber(p.country, rnd));
      // Without an address, a national number needs the e-mail's country domain or a language of one country.
      const countryDomain = /\.(?:ie|uk|in|vn|sg|fi|pe|de|fr|es|br|pl)$/.test(email);
      const oneCountryLanguage = p.lang === 'fi' || p.lang === 'vi' || p.lang === 'zh';
      const styles =
        address || countryDomain || oneCountryLanguage
          ? p.styles
          : p.styles.filter((s) => !NATIONAL_STYLES.includes(s));
      const writtenPhones = phones.map((ph) => writePhone(ph, pick(rnd, styles.length ? styles : ['intl'])));
      const skills = pickSome(rnd, SKILLS, 3 + Math.floor(rnd() * 5));
      const lines: string[] = [];
      const layout = Math.floor(rnd() * 6);
      // How the CV starts: with the name, or with a heading, a job title or an objective first.
      if (layout === 1) lines.push(w.cv);
      if (layout === 2) lines.push(pick(rnd, JOB_TITLES));
      if (layout === 3) lines.push(w.objective, w.sentence);
      if (layout === 4)
        lines.push(
          p.lang === 'en'
            ? pick(rnd, ['BASIC ACADEMIC CREDENTIALS', 'Academic qualification', 'Personal Details'])
            : w.cv,
        );
      if (layout === 5) lines.push(w.cv, `${w.name} ${written}`);
      else lines.push(written);
      if (layout !== 2 && rnd() < 0.4) lines.push(pick(rnd, JOB_TITLES));
      if (address) lines.push(address);
      const label = pick(rnd, [...w.phone, 'M:', 'P:', '☎']);
      const contactLine = rnd();
      if (contactLine < 0.25) {
        // One line of contacts, no labels: "name@mail | 98765 43210 | Lima".
        lines.push([email, ...writtenPhones].join(pick(rnd, [' | ', ' • ', ' · '])));
      } else {
        if (count === 2 && rnd() < 0.5)
          lines.push(`${label} ${writtenPhones.join(pick(rnd, [', ', ' / ']))}`);
        else for (const ph of writtenPhones) lines.push(`${label} ${ph}`);
        lines.push(`${w.email} ${email}`);
      }
      lines.push(w.objective, w.sentence);
      lines.push(w.experience);
      const from = 2012 + Math.floor(rnd() * 8);
      lines.push(
        `${pick(rnd, JOB_TITLES)}, ${pick(rnd, COMPANIES)} | ${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}/${from} - ${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}/${from + 3}`,
      );
      const prose = skills.filter((s) => !s.listed).slice(0, 2);
      if (prose.length === 2) lines.push(`${w.with} ${prose[0]!.written}, ${prose[1]!.written}.`);
      lines.push(w.education);
      lines.push(`B.Sc. Computer Science, ${from - 4} - ${from}, GPA ${(3 + rnd()).toFixed(1)}/4.0`);
      if (rnd() < 0.5)
        lines.push(
          pick(rnd, ['Student ID: ', 'Roll No.: ', 'Passport No.: ', 'Registration number: ']) +
            String(Math.floor(rnd() * 9e9 + 1e9)),
        );
      if (rnd() < 0.3)
        lines.push(
          `Date of birth: ${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}/0${1 + Math.floor(rnd() * 9)}/199${Math.floor(rnd() * 10)}`,
        );
      lines.push(w.skills);
      lines.push(skills.map((s) => s.written).join(', '));
      if (rnd() < 0.35) lines.push(pick(rnd, BUILDER_FOOTERS));
      corpus.push({
        id: `${p.country}-${i + 1}`,
        country: p.country,
        lines,
        expected: {
          name,
          emails: [email],
          phones: [...new Set(phones.map((ph) => ph.number))],
          // A "DevOps Engineer" line names the skill too.
          skills: [
            ...new Set([
              ...skills.map((s) => s.label),
              ...(lines.some((l) => l.includes('DevOps')) ? ['DevOps'] : []),
            ]),
          ],
        },
      });
    }
  }
  return corpus;
}

/** Precision and recall of found items against expected ones, summed over CVs. */
export interface Score {
  found: number;
  expected: number;
  right: number;
  precision: number;
  recall: number;
}

/** Adds one CV's found and expected lists to a running score. */
export function addScore(score: Score, found: readonly string[], expected: readonly string[]): Score {
  const want = new Set(expected);
  const right = found.filter((f) => want.has(f)).length;
  const next = {
    found: score.found + found.length,
    expected: score.expected + expected.length,
    right: score.right + right,
  };
  return {
    ...next,
    precision: next.found ? next.right / next.found : 1,
    recall: next.expected ? next.right / next.expected : 1,
  };
}

export const EMPTY_SCORE: Score = { found: 0, expected: 0, right: 0, precision: 1, recall: 1 };
