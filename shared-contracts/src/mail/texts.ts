/** How every mail the API sends ends. */
const signature = '\n\nTranscription portal';

/** A one-time sign-in or enrolment code, by mail or text message. */
const codeText = (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`;

/** The access levels in the library's words (client spec section 6: the tabs they show in). */
const permissionWords = {
  full: 'full access',
  read: 'transcript-only access',
  write: 'upload-only access',
} as const;
type Permission = keyof typeof permissionWords;

/** A project invitation's addressing; `registration` only when the address has no account. */
interface Letter {
  to: string;
  from: string;
  title: string;
  link: string;
  registration?: string;
}

// An invitation can only be accepted signed in with the invited address.
const howToAccept = ({ to, link, registration }: Letter, what: string) =>
  (registration
    ? `To ${what}, you need an account with this email address (${to}). Register first:\n\n` +
      `${registration}\n\nthen open this link, signed in:\n\n`
    : `Open this link, signed in as ${to}, to ${what}:\n\n`) +
  `${link}\n\nThe link works once, for 7 days.${signature}`;

/** An order's receipt, its lines and totals already worked out in the order's currency. */
interface Receipt {
  firstname: string;
  orderId: number;
  paidByCard: boolean;
  lines: { title: string; minutes: number; price: string }[];
  /** Set out ex VAT, VAT and total for a VAT receipt; the total alone otherwise. */
  vat?: { price: string; vat: string };
  grossPrice: string;
  couponCode: string | null;
}

const receiptTotals = ({ vat, grossPrice }: Receipt) =>
  vat
    ? [`Total ex VAT: ${vat.price}`, `VAT: ${vat.vat}`, `Total: ${grossPrice}`]
    : [`Total: ${grossPrice} (VAT included)`];

/** A quote, its prices already worked out in the quote's currency. */
interface QuoteLetter {
  firstname: string;
  lastname: string;
  lines: {
    service: string;
    duration: string;
    billedMinutes: number;
    options: string;
    /** Per turnaround offered: its label, whether chosen, the price ex and inc VAT. */
    prices: { label: string; chosen: boolean; price: string; grossPrice: string }[];
  }[];
  total: { price: string; grossPrice: string; vatPercent: number };
  validUntil: string;
  orderUrl: string;
}

const quoteLine = (line: QuoteLetter['lines'][number], index: number) => {
  const minutes = `${line.billedMinutes} billed minute${line.billedMinutes === 1 ? '' : 's'}`;
  return [
    `${index + 1}. ${line.service}, ${line.duration} (${minutes})`,
    `   ${line.options}`,
    ...line.prices.map(
      ({ label, chosen, price, grossPrice }) =>
        `   ${label}${chosen ? ' (chosen)' : ''}: ${price} ex VAT, ${grossPrice} inc VAT`,
    ),
    '',
  ];
};

/** The wording of the mails and text messages the API sends. */
export const mailTexts = {
  signature,
  activation: {
    subject: 'Activate your account',
    text: (firstname: string, link: string) =>
      `Hello ${firstname},\n\nThank you for registering. Open this link to activate your account ` +
      `and set your password (it works once, for 7 days):\n\n${link}${signature}`,
  },
  /** An account an admin opened (POST /v1/user/admin-create): the same activation link. */
  accountCreated: {
    subject: 'Your transcription portal account',
    text: (firstname: string, role: string, link: string, twoFactor: boolean) =>
      `Hello ${firstname},\n\nAn account has been opened for you on the transcription portal ` +
      `(${role}). Open this link to activate it and set your password (it works once, for 7 days):` +
      `\n\n${link}` +
      (twoFactor
        ? '\n\nWhen you first log in, you will be asked to set up two-factor authentication.'
        : '') +
      signature,
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
  projectInvitation: {
    subject: ({ from, title }: Letter) => `${from} shared the project "${title}" with you`,
    text: (letter: Letter, permission: Permission) =>
      `Hello,\n\n${letter.from} invites you to the project "${letter.title}" with ` +
      `${permissionWords[permission]}.\n\n` +
      howToAccept(letter, 'accept or decline the invitation'),
  },
  ownershipInvitation: {
    subject: ({ from, title }: Letter) => `${from} offers you the project "${title}"`,
    text: (letter: Letter) =>
      `Hello,\n\n${letter.from} would like to hand the project "${letter.title}" over to you: ` +
      `you would become its owner.\n\n` +
      howToAccept(letter, 'accept or decline the offer'),
  },
  /** An accepted access changed: no new link, the project is already in the library. */
  accessChanged: {
    subject: (title: string) => `Your access to the project "${title}" has changed`,
    text: (title: string, permission: Permission) =>
      `Hello,\n\nYou now have ${permissionWords[permission]} to the project "${title}".${signature}`,
  },
  companyInvitation: {
    subject: (from: string, companyName: string) => `${from} invites you to join ${companyName}`,
    text: (from: string, companyName: string, link: string) =>
      `Hello,\n\n${from} invites you to join the business account of ${companyName} on the ` +
      `transcription portal. Its members check out on the company's account.\n\n` +
      `Open this link to join or decline (log in or register with this email address first; ` +
      `the link works once, for 7 days):\n\n${link}\n\n` +
      `If you do not know ${from}, you can ignore this message.${signature}`,
  },
  businessAccountApproved: {
    subject: 'Your business account is ready',
    text: (firstname: string, companyName: string, link: string) =>
      `Hello ${firstname},\n\nYour application for a business account for ${companyName} has ` +
      `been approved. You can now check out on the company's account and invite your ` +
      `colleagues to join it:\n\n${link}${signature}`,
  },
  businessAccountRejected: {
    subject: 'Your application for a business account',
    text: (firstname: string, companyName: string) =>
      `Hello ${firstname},\n\nWe are sorry: your application for a business account for ` +
      `${companyName} has not been approved. You can still order and pay by card, and reply ` +
      `to this message if you would like to know more.${signature}`,
  },
  quote: {
    subject: 'Your transcription quote',
    attachmentName: 'quote.pdf',
    text: (quote: QuoteLetter) =>
      [
        `Dear ${quote.firstname} ${quote.lastname},`,
        '',
        'Thank you for asking for a quote. Here are the prices of your recordings; the quote is also attached as a PDF.',
        '',
        ...quote.lines.flatMap(quoteLine),
        `Total at the turnarounds chosen: ${quote.total.price} ex VAT, ${quote.total.grossPrice} inc VAT (VAT ${quote.total.vatPercent}%).`,
        '',
        `These prices are valid until ${quote.validUntil}. To order, upload your recordings at ${quote.orderUrl}`,
      ].join('\n'),
  },
  receipt: {
    subject: (orderId: number) => `Your order ${orderId}`,
    text: (receipt: Receipt) =>
      [
        `Hello ${receipt.firstname},`,
        '',
        `Thank you for your order ${receipt.orderId}, ${receipt.paidByCard ? 'paid by card' : 'charged to your business account'}. We have started work on:`,
        '',
        ...receipt.lines.map(
          (line, index) => `${index + 1}. ${line.title}: ${line.minutes} min, ${line.price} ex VAT`,
        ),
        '',
        ...receiptTotals(receipt),
        ...(receipt.couponCode ? [`Discount code: ${receipt.couponCode}`] : []),
      ].join('\n') + signature,
  },
} as const;
