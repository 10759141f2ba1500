import { mailTexts } from '@portal/contracts/mail/texts';
import type { MailMessage } from '../mail/mailer.ts';

export const companyInvitationMail = (
  to: string,
  from: string,
  companyName: string,
  link: string,
): MailMessage => ({
  to,
  subject: mailTexts.companyInvitation.subject(from, companyName),
  text: mailTexts.companyInvitation.text(from, companyName, link),
});
