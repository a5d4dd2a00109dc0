// The certificate of completion as a one-page landscape PDF (pdf-lib: pure JS, no fonts to ship).
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface CertificateData {
  code: string;
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  verifyUrl: string;
}

// The standard fonts only carry WinAnsi characters; anything else is shown as '?'.
const winAnsi = (s: string) => s.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

export async function certificatePdf(c: CertificateData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of Completion - ${winAnsi(c.courseTitle)}`);
  doc.setAuthor('LearnFlix');
  const page = doc.addPage([842, 595]); // A4 landscape
  const { width, height } = page.getSize();
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const crimson = rgb(0.78, 0.06, 0.12);
  const ink = rgb(0.1, 0.1, 0.12);

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.99, 0.98, 0.96) });
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: crimson, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: rgb(0.85, 0.8, 0.7), borderWidth: 1 });

  const centered = (text: string, y: number, size: number, font = serif, color = ink) => {
    let s = size;
    // Shrink long names and titles to fit the page.
    while (font.widthOfTextAtSize(text, s) > width - 140 && s > 10) s -= 1;
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, s)) / 2, y, size: s, font, color });
  };
  centered('LEARNFLIX', height - 95, 18, sans, crimson);
  centered('Certificate of Completion', height - 160, 40, serifBold);
  centered('This certifies that', height - 215, 16);
  centered(winAnsi(c.learnerName), height - 270, 34, serifBold, crimson);
  centered('has successfully completed the course', height - 315, 16);
  centered(winAnsi(c.courseTitle), height - 360, 26, serifBold);
  const date = c.issuedAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  centered(`Issued on ${date}`, height - 410, 14);
  centered(`Verification code ${c.code}`, 92, 12, sans);
  centered(`Verify at ${winAnsi(c.verifyUrl)}`, 74, 10, sans, rgb(0.35, 0.35, 0.4));
  return doc.save();
}
