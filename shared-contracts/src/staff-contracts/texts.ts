/**
 * The paperwork typists and proofreaders sign before working (staff spec sections 1 and 2): the
 * consultancy agreement, read on the Contracts page and printed in its PDF, and the IT security
 * form. The page and the API's messages share these words.
 */

/** One clause of the consultancy agreement: a heading and its paragraphs. */
export interface AgreementClause {
  heading: string;
  paragraphs: readonly string[];
}

export const consultancyAgreementTexts = {
  title: 'Consultancy agreement',
  /** {name}: the consultant's name; {site}: the portal's public address. */
  parties: (name: string, site: string) =>
    `This agreement is made between the operator of the transcription portal at ${site.replace(/^https?:\/\//, '')} ("the Company") and ${name} ("the Consultant").`,
  clauses: [
    {
      heading: '1. Status',
      paragraphs: [
        'The Consultant is an independent contractor and not an employee, worker or agent of the Company. The Consultant is responsible for their own tax and national insurance, and is free to work for others.',
        'The Company is not obliged to offer work, and the Consultant is not obliged to accept it.',
      ],
    },
    {
      heading: '2. Services',
      paragraphs: [
        'The Consultant provides transcription, proofreading and related services on the jobs they accept or are assigned through the portal, following the Company’s style guide, the instructions on each job and its deadline.',
        'If the Consultant cannot finish a job by its deadline, they tell the Company as soon as they know. Work that does not meet the style guide may be returned for correction, or paid at a reduced rate where the Company has to correct it.',
      ],
    },
    {
      heading: '3. Confidentiality',
      paragraphs: [
        'Recordings, transcripts, notes, client names and everything else the Consultant learns through the work are confidential. The Consultant uses them only to perform the services, and does not copy, disclose or discuss them with anyone.',
        'This obligation continues after the agreement ends.',
      ],
    },
    {
      heading: '4. Data protection',
      paragraphs: [
        'Recordings and transcripts contain personal data. The Consultant processes it only on the Company’s instructions and only to perform the services, in line with the UK General Data Protection Regulation and the Data Protection Act 2018.',
        'The Consultant keeps to the IT security form they sign on the portal, deletes every file of a job from their devices once the job is finished, and reports any loss of a device or suspected breach to the Company within 24 hours.',
      ],
    },
    {
      heading: '5. Intellectual property',
      paragraphs: [
        'All rights in the transcripts and other work the Consultant produces pass to the Company (or to its clients, as the Company directs) when they are created. The Consultant waives any moral rights in that work.',
      ],
    },
    {
      heading: '6. Payment',
      paragraphs: [
        'For each finished job the Company pays the rate of the Consultant’s grade for the job’s service, adjusted by the job’s rate percentage, as shown on the portal when the job is taken.',
        'The portal raises one invoice a month for the jobs finished in that month. The Company pays each invoice within 30 days. No expenses are paid unless agreed in writing beforehand.',
      ],
    },
    {
      heading: '7. Subcontracting',
      paragraphs: [
        'The Consultant performs the services personally and does not pass any work, recording or transcript to anyone else.',
      ],
    },
    {
      heading: '8. Term and termination',
      paragraphs: [
        'This agreement starts when the Consultant signs it and continues until either party ends it with 7 days’ written notice. The Company may end it at once if the Consultant breaches clause 3 or 4.',
        'When the agreement ends, the Consultant finishes or returns the jobs they hold, deletes every file of the Company’s, and is paid for the work finished.',
      ],
    },
    {
      heading: '9. General',
      paragraphs: [
        'This agreement is the whole agreement between the parties about the services. It is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
      ],
    },
  ] satisfies readonly AgreementClause[],
  signatureHeading: 'Signature',
  unsigned: 'Not signed yet. Sign on the Contracts page of the portal.',
  signedBy: (fullName: string) => `Signed electronically by ${fullName}`,
  signedOn: (date: string) => `on ${date}`,
  addressLabel: 'Address',
} as const;

/** The statements of the IT security form, each confirmed by a tick; keyed as the API names them. */
export const securityStatements = {
  updates:
    'The operating system and web browser of every device I work on are supported by their makers and install security updates automatically.',
  encryption:
    'The storage of every such device is encrypted (for example BitLocker, FileVault or LUKS).',
  antimalware: 'Anti-malware protection is installed, switched on and kept up to date.',
  screenlock:
    'The screen locks after at most 5 minutes without use and needs my password, PIN or fingerprint to unlock.',
  accounts:
    'I work in a device account of my own that nobody else uses, and I never share my portal password or two-factor codes.',
  network:
    'I connect only through a password-protected (WPA2 or WPA3) home or office network or my own mobile data, never through open public Wi-Fi.',
  computers:
    'I will not use public or shared computers (in libraries, internet cafés or hotels) for the work.',
  privacy:
    'Nobody else can see my screen or hear the recordings while I work; I listen through headphones.',
  tools:
    'I will not put recordings or transcripts into any other service: cloud storage, email, or online transcription, translation or AI tools.',
  deletion:
    'I delete the recordings, transcripts and notes of a job from my devices, downloads and recycle bin as soon as the job is finished.',
  incidents:
    'I will report a lost or stolen device, or any suspected breach, to the portal’s administrators within 24 hours.',
} as const;

export type SecurityStatementKey = keyof typeof securityStatements;

export const securityStatementKeys = Object.keys(securityStatements) as [
  SecurityStatementKey,
  ...SecurityStatementKey[],
];

export const staffContractsTexts = {
  pageTitle: 'Contracts',
  pageDescription:
    'Please sign the consultancy agreement and the IT security form before working on jobs.',
  allSigned: 'You have signed both documents. Thank you.',
  agreementTextLabel: 'Agreement text',
  downloadAgreement: 'Download PDF',
  sign: 'Sign agreement',
  statementsLegend: 'Your devices and workplace',
  submit: 'Submit form',
  signedChip: 'Signed',
  unsignedChip: 'Not signed',
  devicesSummary: 'Devices',
  signedBySummary: 'Signed by',
  agreementTitle: 'Consultancy agreement',
  securityTitle: 'IT security form',
  securityIntro:
    'Recordings and transcripts are confidential. Please confirm each statement about the devices and the place you work from.',
  devicesLabel: 'Devices you will work on',
  devicesHint: 'For example: Windows 11 laptop, MacBook Air with macOS 15',
  declaration:
    'I declare that the statements above are true, and I will keep to them for as long as I work through the portal.',
  fullNameLabel: 'Full name',
  fullNameHint: 'Typing your full name signs the document.',
  agree: 'I have read the consultancy agreement and I agree to it',
  addressLabel: 'Postal address',
  addressHint: 'It goes into the agreement as yours.',
  /** The API's and the form's messages. */
  confirmRequired: 'Please confirm this statement.',
  agreeRequired: 'Please tick "I agree" to sign the agreement.',
  agreementNotFound: 'Consultancy agreement not found',
  onlyOwnSignature: 'Only the typist or proofreader themselves can sign their documents.',
  agreementAlreadySigned: 'You have already signed the consultancy agreement.',
  securityAlreadySigned: 'You have already submitted the IT security form.',
  staffOnly:
    'Only typists and proofreaders sign the consultancy agreement and the IT security form.',
  /** The job routes' 403 while either document is unsigned (ensureContractsSigned). */
  contractsRequired:
    'Please sign the consultancy agreement and the IT security form on the Contracts page before working on jobs.',
  /** The portal's notifications. */
  agreementSigned: 'Thank you: the consultancy agreement is signed.',
  securitySigned: 'Thank you: the IT security form is submitted.',
  signFailed: 'We could not save your signature. Please try again.',
  downloadFailed: 'We had a problem downloading the agreement.',
  loadFailed: 'We had a problem loading your IT security form.',
  signedOn: (date: string) => `Signed on ${date}`,
} as const;
