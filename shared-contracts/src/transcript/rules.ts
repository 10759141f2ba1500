// Control characters no document format carries (tabs and line breaks are kept), C1 controls,
// lone surrogates and the two non-characters XML forbids.
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text with what would break a document removed; line breaks as \n, tabs as spaces. */
export const safeText = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(unsafe, '').replace(loneSurrogate, '').replace(/\t/g, ' ');

export const invitationStates = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];
