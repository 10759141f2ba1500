import { consultancyAgreementTexts as texts } from '@portal/contracts/staff-contracts/texts';
import { INK, MUTED, RULE, startPdf } from '../../lib/pdf.ts';

export interface AgreementPdfInput {
  consultant: { name: string; email: string };
  /** The portal's public address, which identifies the Company. */
  siteUrl: string;
  signature: { fullName: string; address: string; signedAt: Date } | null;
  /** When the file is made: the PDF's creation date. */
  now: Date;
  /** Deflate the page streams (default). */
  compress?: boolean;
}

const MARGIN = 56;

// A signature's time in words and in UTC, so it reads the same wherever the file is opened.
const signedTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * The consultancy agreement of one typist or proofreader as an A4 PDF: the parties, the
 * consultant's details, every clause, and the signature (who typed which name, and when) once
 * signed, else a line saying where to sign.
 */
export function agreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  const { consultant, signature } = input;
  const { doc, file } = startPdf({
    title: `${texts.title}: ${consultant.name}`,
    createdAt: input.now,
    margin: MARGIN,
    compress: input.compress,
  });
  const field = (label: string, value: string) =>
    doc.font('Bold').text(`${label}: `, { continued: true }).font('Body').text(value);

  doc.font('Bold').fontSize(18).fillColor(INK).text(texts.title);
  doc.moveDown(0.6).font('Body').fontSize(10.5);
  doc.text(texts.parties(consultant.name, input.siteUrl));
  doc.moveDown(0.6).fontSize(9.5).fillColor(MUTED);
  field('Consultant', consultant.name);
  field('Email', consultant.email);
  if (signature) field(texts.addressLabel, signature.address.replace(/\s*\n\s*/g, ', '));
  doc.moveDown(0.8);

  for (const clause of texts.clauses) {
    doc.font('Bold').fontSize(11).fillColor(INK).text(clause.heading);
    doc.moveDown(0.25).font('Body').fontSize(10);
    for (const paragraph of clause.paragraphs) doc.text(paragraph).moveDown(0.4);
    doc.moveDown(0.3);
  }

  const width = doc.page.width - 2 * MARGIN;
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.8).font('Bold').fontSize(11).fillColor(INK).text(texts.signatureHeading);
  doc.moveDown(0.3).font('Body').fontSize(10.5);
  if (signature) {
    doc.text(texts.signedBy(signature.fullName));
    doc.text(texts.signedOn(`${signedTime.format(signature.signedAt)} UTC`));
  } else {
    doc.fillColor(MUTED).text(texts.unsigned);
  }
  doc.end();
  return file;
}
