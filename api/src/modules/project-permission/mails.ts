import { mailTexts, type ProjectPermission } from '@portal/contracts/core';
import type { MailMessage } from '../mail/mailer.ts';

const { signature } = mailTexts;

/** The permissions in the library's words (client spec section 6: the tabs they show in). */
export const permissionWords: Record<ProjectPermission, string> = {
  full: 'full access',
  read: 'transcript-only access',
  write: 'upload-only access',
};

export interface InvitationLetter {
  to: string;
  from: string;
  title: string;
  link: string;
  /** Where to register when the invited address has no account yet; absent when it has one. */
  registration?: string;
}

// An invitation can only be accepted signed in with the invited address.
const howToAccept = ({ to, link, registration }: InvitationLetter, what: string) =>
  (registration
    ? `To ${what}, you need an account with this email address (${to}). Register first:\n\n` +
      `${registration}\n\nthen open this link, signed in:\n\n`
    : `Open this link, signed in as ${to}, to ${what}:\n\n`) +
  `${link}\n\nThe link works once, for 7 days.${signature}`;

export function projectInvitationMail(
  letter: InvitationLetter,
  permission: ProjectPermission,
): MailMessage {
  return {
    to: letter.to,
    subject: `${letter.from} shared the project "${letter.title}" with you`,
    text:
      `Hello,\n\n${letter.from} invites you to the project "${letter.title}" with ` +
      `${permissionWords[permission]}.\n\n` +
      howToAccept(letter, 'accept or decline the invitation'),
  };
}

export function ownershipInvitationMail(letter: InvitationLetter): MailMessage {
  return {
    to: letter.to,
    subject: `${letter.from} offers you the project "${letter.title}"`,
    text:
      `Hello,\n\n${letter.from} would like to hand the project "${letter.title}" over to you: ` +
      `you would become its owner.\n\n` +
      howToAccept(letter, 'accept or decline the offer'),
  };
}

/** An accepted access changed: no new link, the project is already in the library. */
export function accessChangedMail(
  to: string,
  title: string,
  permission: ProjectPermission,
): MailMessage {
  return {
    to,
    subject: `Your access to the project "${title}" has changed`,
    text: `Hello,\n\nYou now have ${permissionWords[permission]} to the project "${title}".${signature}`,
  };
}
