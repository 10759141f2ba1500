import { errorTexts, type InvitationKind, type ProjectPermission } from '@portal/contracts';
import { projectListPath } from '@portal/contracts/project/list-path';
import type { InvitationOutcome } from '@portal/contracts/project-permission/schema';

/** What each kind of invitation (client spec section 3, Invitation) is called on screen. */
export const kindLabels: Record<InvitationKind, string> = {
  'business invitation': 'Business account',
  'project access invitation': 'Project access',
  'project owner invitation': 'Project ownership',
  'project permission update': 'Access change',
};

/** Permissions in the words of the library tabs they open (client spec section 6). */
export const permissionLabels: Record<ProjectPermission, string> = {
  full: 'Full access',
  read: 'Transcript only',
  write: 'Upload only',
};

export const invitationTexts = {
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
  answerFailed: 'We had a problem answering the invitation',
  contactUs: errorTexts.contactUs,
  loadFailed: 'We could not load your invitations.',
  reviewFailed: 'We could not load this invitation.',
} as const;

/**
 * Where an accepted invitation is found: the library tab of the granted permission, the
 * client's own projects for an ownership transfer, the business account for a company.
 */
export function acceptedDestination(
  kind: InvitationKind,
  permission: ProjectPermission | null,
): string {
  if (kind === 'business invitation') return '/business-account';
  if (kind === 'project owner invitation' || permission === null) return '/library/my';
  return projectListPath(permission);
}

/** The notification's text after accepting, naming where the project or company now is. */
export function acceptedText(outcome: Pick<InvitationOutcome, 'kind'>, title: string): string {
  if (outcome.kind === 'business invitation')
    return `You are now a member of ${title}'s business account.`;
  if (outcome.kind === 'project owner invitation') return `You are now the owner of ${title}.`;
  return `You can find ${title} in your library.`;
}
