/**
 * Evidence of a CV's country for reading phone numbers written without a country code (issue 37,
 * docs/architecture.md#upload-path): country names in the languages CVs are written in (from the
 * runtime's own CLDR data, `Intl.DisplayNames`, so no list of 250 names is kept here), the larger
 * cities people put on an address line, the country domains of e-mail addresses, and the words that
 * give a text's language away. Data only, used by `cv-facts.ts`.
 */
import { type CountryCode, getCountries } from 'libphonenumber-js/max';

/** Languages whose country names are recognised on an address line. */
const NAME_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'nl',
  'pl',
  'fi',
  'sv',
  'vi',
  'zh',
  'ja',
  'ko',
  'ru',
  'tr',
  'id',
];

/** Names CLDR does not give but CVs use. */
const EXTRA_COUNTRY_NAMES: Record<string, CountryCode> = {
  USA: 'US',
  'U.S.A.': 'US',
  'U.S.': 'US',
  America: 'US',
  UK: 'GB',
  'U.K.': 'GB',
  England: 'GB',
  Scotland: 'GB',
  Wales: 'GB',
  'Northern Ireland': 'GB',
  Britain: 'GB',
  'Great Britain': 'GB',
  Éire: 'IE',
  UAE: 'AE',
  Emirates: 'AE',
  'Viet Nam': 'VN',
  Vietnam: 'VN',
  'Hong Kong': 'HK',
  Holland: 'NL',
  Deutschland: 'DE',
  Suomi: 'FI',
  Perú: 'PE',
  PRC: 'CN',
  'P.R. China': 'CN',
  "People's Republic of China": 'CN',
  'Republic of Korea': 'KR',
  'South Korea': 'KR',
  Bharat: 'IN',
};

/**
 * Cities (and Irish counties) CVs name on their address line. Several are names in more than one
 * country ("Cork", "London"): only cities whose name is that country's alone are listed.
 */
const CITIES: Record<CountryCode, string> = {
  IE: 'Dublin|Cork|Galway|Limerick|Waterford|Kilkenny|Sligo|Athlone|Drogheda|Dundalk|Tralee|Killarney|Ennis|Ballincollig|Carrigaline|Mallow|Cobh|Midleton|Co\\. [A-Z][a-z]+|County [A-Z][a-z]+',
  GB: 'London|Manchester|Birmingham|Leeds|Glasgow|Edinburgh|Liverpool|Bristol|Sheffield|Newcastle upon Tyne|Belfast|Cardiff|Nottingham|Leicester|Oxford|Cambridge',
  US: 'New York|NYC|San Francisco|Los Angeles|Chicago|Seattle|Boston|Houston|Denver|Atlanta|Miami|Philadelphia|San Diego|San Jose|Washington,? D\\.?C\\.?|Brooklyn|Pittsburgh|Minneapolis|Portland, OR|Raleigh|Mountain View|Palo Alto|Sunnyvale|Redmond|[A-Z][a-z]+, (?:CA|NY|TX|WA|MA|IL|FL|GA|CO|NC|PA|NJ|VA|OR|AZ|OH|MI|MN)\\b',
  CA: 'Toronto|Vancouver|Montreal|Montréal|Calgary|Ottawa|Edmonton|Winnipeg|Mississauga|[A-Z][a-z]+, (?:ON|BC|QC|AB)\\b',
  IN: 'Mumbai|Bombay|Delhi|New Delhi|Bangalore|Bengaluru|Hyderabad|Chennai|Madras|Kolkata|Calcutta|Pune|Ahmedabad|Jaipur|Lucknow|Kanpur|Nagpur|Indore|Bhopal|Patna|Noida|Gurgaon|Gurugram|Kochi|Cochin|Thiruvananthapuram|Trivandrum|Coimbatore|Mysore|Mysuru|Vadodara|Surat|Chandigarh|Bhubaneswar|Visakhapatnam|Madurai|Karnataka|Maharashtra|Tamil Nadu|Kerala|Telangana|Andhra Pradesh|Uttar Pradesh|Gujarat|Rajasthan|West Bengal|Punjab',
  CN: 'Beijing|Shanghai|Shenzhen|Guangzhou|Hangzhou|Chengdu|Wuhan|Nanjing|Tianjin|Chongqing|Suzhou|Xi’an|Xian|Dalian|Qingdao|Xiamen|北京|上海|深圳|广州|杭州|成都|武汉|南京|天津|重庆',
  VN: 'Hanoi|Ha Noi|Hà Nội|Ho Chi Minh City|Ho Chi Minh|Hồ Chí Minh|Saigon|Sài Gòn|Da Nang|Đà Nẵng|Hai Phong|Hải Phòng|Can Tho|Cần Thơ|Hue|Huế|Bien Hoa|Nha Trang|TP\\.? ?HCM',
  SG: 'Singapore|Jurong|Tampines|Woodlands|Ang Mo Kio|Bukit Timah|Toa Payoh',
  FI: 'Helsinki|Espoo|Tampere|Vantaa|Oulu|Turku|Jyväskylä|Lahti|Kuopio|Pori|Joensuu',
  PE: 'Lima|Arequipa|Trujillo|Chiclayo|Piura|Cusco|Cuzco|Huancayo|Iquitos|Callao|Miraflores|San Isidro|Surco|Santiago de Surco',
  DE: 'Berlin|Munich|München|Hamburg|Frankfurt|Köln|Cologne|Stuttgart|Düsseldorf|Leipzig|Dresden|Hannover|Nürnberg|Nuremberg|Bremen|Bonn',
  FR: 'Paris|Marseille|Lyon|Toulouse|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes|Grenoble',
  ES: 'Madrid|Barcelona|Valencia, España|Sevilla|Seville|Zaragoza|Málaga|Bilbao|Alicante|Valladolid|Granada',
  IT: 'Roma|Rome|Milano|Milan|Napoli|Naples|Torino|Turin|Palermo|Genova|Bologna|Firenze|Florence|Venezia|Venice',
  PL: 'Warszawa|Warsaw|Kraków|Krakow|Łódź|Wrocław|Wroclaw|Poznań|Poznan|Gdańsk|Gdansk|Szczecin|Katowice|Lublin',
  BR: 'São Paulo|Sao Paulo|Rio de Janeiro|Brasília|Brasilia|Belo Horizonte|Salvador, BA|Fortaleza|Curitiba|Recife|Porto Alegre|Manaus|Campinas|Florianópolis',
  MX: 'Ciudad de México|Mexico City|CDMX|Guadalajara|Monterrey|Puebla|Tijuana|León, Gto|Querétaro|Mérida|Cancún',
  PH: 'Manila|Quezon City|Makati|Cebu|Davao|Pasig|Taguig|Caloocan',
  PK: 'Karachi|Lahore|Islamabad|Rawalpindi|Faisalabad|Peshawar|Multan',
  NG: 'Lagos|Abuja|Ibadan|Port Harcourt|Kano|Benin City|Enugu',
  BD: 'Dhaka|Chittagong|Chattogram|Khulna|Rajshahi|Sylhet',
  NL: 'Amsterdam|Rotterdam|Den Haag|The Hague|Utrecht|Eindhoven|Groningen|Tilburg',
  AU: 'Sydney|Melbourne|Brisbane|Perth, WA|Adelaide|Canberra|Hobart',
  AE: 'Dubai|Abu Dhabi|Sharjah|Ajman',
  MY: 'Kuala Lumpur|Petaling Jaya|Penang|Johor Bahru|Shah Alam|Kuching|Kota Kinabalu',
  JP: 'Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Sapporo|Fukuoka|Kobe|東京|大阪',
  KR: 'Seoul|Busan|Incheon|Daegu|Daejeon|Gwangju|서울|부산',
  ZA: 'Johannesburg|Cape Town|Durban|Pretoria|Port Elizabeth|Gqeberha',
  EG: 'Cairo|Alexandria|Giza',
  TR: 'Istanbul|İstanbul|Ankara|Izmir|İzmir|Bursa|Antalya',
  RO: 'Bucharest|București|Cluj-Napoca|Timișoara|Iași|Brașov',
  PT: 'Lisboa|Lisbon|Porto, Portugal|Braga|Coimbra|Faro',
  UA: 'Kyiv|Kiev|Kharkiv|Lviv|Odesa|Odessa|Dnipro',
  ID: 'Jakarta|Surabaya|Bandung|Medan|Semarang|Yogyakarta',
  TH: 'Bangkok|Chiang Mai|Phuket|Pattaya',
  KE: 'Nairobi|Mombasa|Kisumu',
  AR: 'Buenos Aires|Córdoba, Argentina|Rosario|Mendoza',
  CO: 'Bogotá|Bogota|Medellín|Medellin|Cali|Barranquilla|Cartagena',
  CL: 'Santiago, Chile|Valparaíso|Concepción|Viña del Mar',
} as Record<CountryCode, string>;

/** A place name as a whole-word pattern (letters of any script on both sides end a word). */
const placePattern = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'u');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Country names that are also given names, surnames, US states or words: no evidence on their own. */
const AMBIGUOUS_NAMES = new Set(['Jersey', 'Georgia', 'Jordan', 'Chad', 'Israel', 'Guernsey', 'Man']);

/**
 * Country names a text may carry, as `{ country, pattern }`, longest names first ("Papua New Guinea"
 * before "Guinea"); built on first use (CLDR names in 17 languages: ~80 ms), not at import.
 */
let countryNames: readonly { country: CountryCode; pattern: RegExp }[] | undefined;
export function countryNamePatterns(): readonly { country: CountryCode; pattern: RegExp }[] {
  countryNames ??= buildCountryNamePatterns();
  return countryNames;
}

function buildCountryNamePatterns(): { country: CountryCode; pattern: RegExp }[] {
  const names = new Map<string, CountryCode>(Object.entries(EXTRA_COUNTRY_NAMES));
  for (const lang of NAME_LANGUAGES) {
    const display = new Intl.DisplayNames([lang], { type: 'region' });
    for (const country of getCountries()) {
      const name = display.of(country);
      // "Jersey", "Georgia", "Jordan", "Chad" and the like are also names of people and US states.
      if (name && name !== country && name.length > 3 && !AMBIGUOUS_NAMES.has(name)) names.set(name, country);
    }
  }
  const byCountry = new Map<CountryCode, string[]>();
  for (const [name, country] of names) byCountry.set(country, [...(byCountry.get(country) ?? []), name]);
  return [...byCountry].map(([country, list]) => ({
    country,
    pattern: placePattern(
      list
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|'),
    ),
  }));
}

/** City names, each with its country. */
export const CITY_PATTERNS: readonly { country: CountryCode; pattern: RegExp }[] = Object.entries(CITIES).map(
  ([country, alternatives]) => ({ country: country as CountryCode, pattern: placePattern(alternatives) }),
);

/** The country of an e-mail's domain (`.in`, `.com.pe`, `.co.uk`); generic domains name none. */
export function emailCountry(email: string): CountryCode | undefined {
  const tld = /\.([a-z]{2})$/i.exec(email)?.[1]?.toUpperCase();
  if (!tld) return undefined;
  const code = tld === 'UK' ? 'GB' : tld;
  // Country domains sold as generic ones say nothing of where a person lives.
  if (
    [
      'IO',
      'AI',
      'CO',
      'ME',
      'TV',
      'FM',
      'LY',
      'GG',
      'SH',
      'AC',
      'CC',
      'WS',
      'TO',
      'NU',
      'LA',
      'SO',
      'GL',
      'IM',
      'ST',
      'VC',
      'MS',
    ].includes(code)
  )
    return undefined;
  return getCountries().includes(code as CountryCode) ? (code as CountryCode) : undefined;
}

/**
 * Words that give a CV's language away (its headings and contact labels), with the countries where
 * a national number in that language is most likely. A language of several countries gives all of
 * them: a number valid in more than one of them stays undecided.
 */
export const LANGUAGE_HINTS: readonly { countries: CountryCode[]; pattern: RegExp }[] = [
  {
    countries: ['ES', 'MX', 'PE', 'AR', 'CO', 'CL'],
    pattern:
      /(?<!\p{L})(?:experiencia|educación|formación|habilidades|idiomas|teléfono|celular|correo|datos personales)(?!\p{L})/iu,
  },
  {
    countries: ['FI'],
    pattern: /(?<!\p{L})(?:työkokemus|koulutus|puhelin|osaaminen|kielitaito|sähköposti)(?!\p{L})/iu,
  },
  { countries: ['VN'], pattern: /(?<!\p{L})(?:kinh nghiệm|học vấn|điện thoại|kỹ năng|mục tiêu)(?!\p{L})/iu },
  { countries: ['CN'], pattern: /(?:工作经验|教育背景|手机|电话|个人信息|专业技能)/u },
  {
    countries: ['DE', 'AT', 'CH'],
    pattern: /(?<!\p{L})(?:berufserfahrung|ausbildung|kenntnisse|lebenslauf|telefon|handy)(?!\p{L})/iu,
  },
  {
    countries: ['FR', 'BE', 'CH'],
    pattern: /(?<!\p{L})(?:expérience professionnelle|compétences|téléphone)(?!\p{L})/iu,
  },
  {
    countries: ['PT', 'BR'],
    pattern: /(?<!\p{L})(?:experiência|formação acadêmica|competências|telefone|telemóvel)(?!\p{L})/iu,
  },
  { countries: ['IT'], pattern: /(?<!\p{L})(?:esperienza|istruzione|competenze|cellulare)(?!\p{L})/iu },
  {
    countries: ['PL'],
    pattern: /(?<!\p{L})(?:doświadczenie|wykształcenie|umiejętności|telefon komórkowy)(?!\p{L})/iu,
  },
];
