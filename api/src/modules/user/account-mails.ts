import { mailTexts } from '@portal/contracts/mail/texts';
import type { MailMessage } from '../mail/mailer.ts';

export const activationMail = (to: string, firstname: string, link: string): MailMessage => ({
  to,
  subject: mailTexts.activation.subject,
  text: mailTexts.activation.text(firstname, link),
});

/** Registering an address that has an account tells its owner, never the person registering. */
export const alreadyRegisteredMail = (
  to: string,
  loginLink: string,
  resetLink: string,
): MailMessage => ({
  to,
  subject: mailTexts.alreadyRegistered.subject,
  text: mailTexts.alreadyRegistered.text(loginLink, resetLink),
});

export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: mailTexts.passwordReset.subject,
  text: mailTexts.passwordReset.text(link),
});
