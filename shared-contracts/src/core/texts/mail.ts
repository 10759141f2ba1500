/** How every mail the API sends ends. */
const signature = '\n\nTranscription portal';

/** A one-time sign-in or enrolment code, by mail or text message. */
const codeText = (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`;

/** The wording of the mails and text messages the API sends about an account and signing in. */
export const mailTexts = {
  signature,
  activation: {
    subject: 'Activate your account',
    text: (firstname: string, link: string) =>
      `Hello ${firstname},\n\nThank you for registering. Open this link to activate your account ` +
      `and set your password (it works once, for 7 days):\n\n${link}${signature}`,
  },
  alreadyRegistered: {
    subject: 'You already have an account',
    text: (loginLink: string, resetLink: string) =>
      `Someone, perhaps you, tried to register with this address, which already has an account.\n\n` +
      `Log in: ${loginLink}\nForgot your password? ${resetLink}\n\n` +
      `If it was not you, you can ignore this message.${signature}`,
  },
  passwordReset: {
    subject: 'Reset your password',
    text: (link: string) =>
      `Open this link to choose a new password. It works once and expires in 1 hour:\n\n${link}\n\n` +
      `If you did not ask for it, you can ignore this message; your password stays the same.${signature}`,
  },
  verificationCode: { subject: 'Your verification code', text: codeText },
} as const;
