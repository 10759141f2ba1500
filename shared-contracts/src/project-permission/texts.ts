/** Sharing a project (client spec sections 4 and 6): the API's refusals and the spec's texts. */
export const sharingTexts = {
  shareNotFound: 'Access not found',
  yourself: 'You cannot share a project with yourself',
  owner: 'The project owner already has full access',
  notClient: 'Projects can only be shared with client accounts',
  alreadyShared: 'This email already has access to the project',
  alreadyInvited: 'An invitation was already sent to this email',
  /** The spec's, after sharing by email. */
  invitationSent: 'Your invitation has been sent',
  /** The spec's, after revoking an access. */
  accessRevoked: 'Access successfully revoked',
} as const;

/** Offering a project to another client. */
export const ownershipTexts = {
  alreadyOwner: 'This client already owns the project',
  notClient: 'Only a client can own a project',
} as const;

/** Any invitation's link or id. */
export const invitationTexts = {
  /** One answer for a forged, used, expired or someone else's link: nothing to learn from it. */
  notValid: 'This invitation is not valid',
} as const;
