import { mailTexts } from '@portal/contracts/core';
import type { MailMessage } from '../mail/mailer.ts';

const { signature } = mailTexts;

export function companyInvitationMail(
  to: string,
  from: string,
  companyName: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${from} invites you to join ${companyName}`,
    text:
      `Hello,\n\n${from} invites you to join the business account of ${companyName} on the ` +
      `transcription portal. Its members check out on the company's account.\n\n` +
      `Open this link to join or decline (log in or register with this email address first; ` +
      `the link works once, for 7 days):\n\n${link}\n\n` +
      `If you do not know ${from}, you can ignore this message.${signature}`,
  };
}
