/**
 * The offer letter (docs/requirements.md#offers): an A4 PDF made on the server with pdf-lib when an
 * offer is sent, stored in the CV bucket under the candidate's own prefix (`letters/{resumeId}/`,
 * contract/cv-keys.ts) so their erasure takes it. Text only, in the standard Helvetica font: a
 * character that font cannot print (outside Windows-1252) is printed without its accent, or as `?`.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { COMPANY } from '../../contract/company.js';
import { formatDate } from '../../contract/dates.js';
import {
  CONTRACT_TYPE_LABELS,
  formatAnswerBy,
  formatSalary,
  type Offer,
} from '../../contract/schemas/offers.js';

/** What the letter prints. */
export interface OfferLetterInput {
  offer: Pick<Offer, 'jobTitle' | 'salary' | 'startDate' | 'contractType' | 'hoursPerWeek' | 'expiresAt'>;
  candidateName: string;
  /** ISO time the offer was sent: the letter's date. */
  sentAt: string;
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 64;

/** Letters Unicode does not decompose into a base letter and an accent. */
const PLAIN: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i' };

/** `text` as `font` can print it: accents dropped where needed, anything else `?`. */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    for (const candidate of [ch, PLAIN[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, ''), '?']) {
      try {
        font.encodeText(candidate);
        out += candidate;
        break;
      } catch {
        // the next, plainer candidate
      }
    }
  }
  return out;
}

/** Lines of at most `width` points, broken at spaces. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The letter's file name as the candidate downloads it. */
export const offerLetterFileName = (jobTitle: string): string =>
  `Offer letter - ${jobTitle.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'offer'}.pdf`;

/** The PDF bytes of the letter for `input`. */
export async function renderOfferLetter(input: OfferLetterInput): Promise<Uint8Array> {
  // pdf-lib is imported here: offers/send ships it installed beside its bundle and loads it only
  // when it writes a letter (docs/architecture.md#what-a-cold-start-loads).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const INK = rgb(0.12, 0.16, 0.2);
  const doc = await PDFDocument.create();
  doc.setTitle(`Offer of employment: ${input.offer.jobTitle}`);
  doc.setAuthor(COMPANY.name);
  doc.setCreationDate(new Date(input.sentAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = doc.addPage([...A4]);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;

  const write = (text: string, opts: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    const font = opts.font ?? regular;
    for (const line of wrap(font, printable(font, text), size, width)) {
      page.drawText(line, { x: MARGIN, y, size, font, color: INK });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 8;
  };

  const o = input.offer;
  const day = (iso: string) => formatDate(iso, 'longDay') ?? iso;
  write(COMPANY.name, { size: 18, font: bold, gap: 2 });
  write(COMPANY.address, { size: 9, gap: 24 });
  write(day(input.sentAt), { gap: 16 });
  write(`Dear ${input.candidateName},`, { gap: 12 });
  write(
    `We are pleased to offer you the position of ${o.jobTitle} at ${COMPANY.name}, on the following terms.`,
    {
      gap: 14,
    },
  );
  const terms: [string, string][] = [
    ['Position', o.jobTitle],
    ['Contract', CONTRACT_TYPE_LABELS[o.contractType]],
    ['Start date', day(o.startDate)],
    ['Salary', formatSalary(o.salary)],
    ...(o.hoursPerWeek ? ([['Hours per week', String(o.hoursPerWeek)]] as [string, string][]) : []),
    ['Offer valid until', formatAnswerBy(o.expiresAt)],
  ];
  for (const [label, value] of terms) {
    page.drawText(printable(bold, `${label}:`), { x: MARGIN, y, size: 11, font: bold, color: INK });
    page.drawText(printable(regular, value), { x: MARGIN + 120, y, size: 11, font: regular, color: INK });
    y -= 18;
  }
  y -= 12;
  write(
    'To accept or decline this offer, open the private link in the mail we sent you and choose Accept or Decline ' +
      `before it expires (Irish time). Questions: ${COMPANY.careersEmail}.`,
    { gap: 16 },
  );
  write('We look forward to hearing from you.', { gap: 20 });
  write('Kind regards,', { gap: 2 });
  write(`The recruitment team at ${COMPANY.name}`);
  return doc.save();
}
