/** What the company routes answer when they refuse (client spec section 8: the server's text). */
export const companyTexts = {
  companyNotFound: 'Company not found',
  memberNotFound: 'This user is not a member of the company.',
  invitationNotFound: 'Invitation not found',
  /** A forged, used, expired or someone else's link: all look the same. */
  invitationNotValid:
    'This invitation is not valid. It may have expired or been answered already, or it was sent to another email address.',
  invitationNotPending: 'Only a pending invitation can be revoked.',
  inviteYourself: 'You cannot invite yourself.',
  alreadyMember: 'This person is already a member of the company.',
  alreadyInCompany:
    'You are already a member of a company. Please ask its owner to unlink you first.',
  clientsOnlyJoin: 'Only client accounts can join a company.',
  ownerStays: 'The owner of the company cannot be unlinked from it.',
  alreadyBusinessAccount: 'You already have a business account.',
  requestPending: 'Your application for a business account is already being reviewed.',
  clientsOnlyRequest: 'Only clients can apply for a business account.',
  applicationNotFound: 'Application not found',
  applicationDecided: 'This application has already been decided.',
  applicantHasCompany:
    'The applicant has joined a company since applying; they already check out on its account.',
} as const;
