import type { MailMessage } from '../mail/mailer.ts';

const signature = '\n\nTranscription portal';

export function activationMail(to: string, firstname: string, link: string): MailMessage {
  return {
    to,
    subject: 'Activate your account',
    text:
      `Hello ${firstname},\n\nThank you for registering. Open this link to activate your account ` +
      `and set your password (it works once, for 7 days):\n\n${link}${signature}`,
  };
}

/** Registering an address that has an account tells its owner, never the person registering. */
export function alreadyRegisteredMail(
  to: string,
  loginLink: string,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'You already have an account',
    text:
      `Someone, perhaps you, tried to register with this address, which already has an account.\n\n` +
      `Log in: ${loginLink}\nForgot your password? ${resetLink}\n\n` +
      `If it was not you, you can ignore this message.${signature}`,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text:
      `Open this link to choose a new password. It works once and expires in 1 hour:\n\n${link}\n\n` +
      `If you did not ask for it, you can ignore this message; your password stays the same.${signature}`,
  };
}
