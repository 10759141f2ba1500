import { mailTexts } from '@portal/contracts/mail/texts';
import type { ProjectPermission } from '@portal/contracts/common/statuses';
import type { MailMessage } from '../mail/mailer.ts';

export interface InvitationLetter {
  to: string;
  from: string;
  title: string;
  link: string;
  /** Where to register when the invited address has no account yet; absent when it has one. */
  registration?: string;
}

export const projectInvitationMail = (
  letter: InvitationLetter,
  permission: ProjectPermission,
): MailMessage => ({
  to: letter.to,
  subject: mailTexts.projectInvitation.subject(letter),
  text: mailTexts.projectInvitation.text(letter, permission),
});

export const ownershipInvitationMail = (letter: InvitationLetter): MailMessage => ({
  to: letter.to,
  subject: mailTexts.ownershipInvitation.subject(letter),
  text: mailTexts.ownershipInvitation.text(letter),
});

export const accessChangedMail = (
  to: string,
  title: string,
  permission: ProjectPermission,
): MailMessage => ({
  to,
  subject: mailTexts.accessChanged.subject(title),
  text: mailTexts.accessChanged.text(title, permission),
});
