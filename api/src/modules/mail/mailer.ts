/** What the rest of the API sends; how it travels (SMTP or the outbox) is the mail module's affair. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * A message worked out in the background too, or none to send: whatever deciding it takes (an
 * account looked up, a token issued) stays out of the answer's time.
 */
export type ComposeMail = () => Promise<MailMessage | undefined>;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without the caller waiting, so an answer takes as long whether or not mail goes out;
   * a failure is logged.
   */
  sendInBackground(mail: MailMessage | ComposeMail): void;
  /** Resolves once every background send has finished (at close, and in tests). */
  idle(): Promise<void>;
}

/** A text message to a phone; without a provider it goes to the outbox outside production. */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  /** False when SMS is off (production without a provider): the SMS method is not offered. */
  readonly available: boolean;
  send(message: SmsMessage): Promise<void>;
}
