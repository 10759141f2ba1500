import { useState } from 'react';
import { firstErrorMessage, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import {
  useGetCompanyMembersQuery,
  useRevokeCompanyInvitationMutation,
  type CompanyMember,
} from '@portal/contracts/company/client';
import type { CompanyInvitationView, CompanyView } from '@portal/contracts/company/schema';
import { Button, Card, EmptyState, StatusChip } from '@portal/ui';
import { DataTable, type DataTableColumn } from '@portal/ui/table';
import { MemberProjects } from './MemberProjects.tsx';
import { UnlinkMember } from './UnlinkMember.tsx';
import { businessTexts, since } from './business-texts.ts';

/**
 * The company's members and the invitations still waiting for an answer. The owner unlinks
 * members, opens a member's projects and revokes invitations; members only read.
 */
export function CompanyMembers({
  company,
  manage,
  userId,
}: {
  company: CompanyView;
  manage: boolean;
  /** The signed-in user, marked in the list. */
  userId: number | undefined;
}) {
  const members = useGetCompanyMembersQuery(company.id);
  const [unlinking, setUnlinking] = useState<CompanyMember>();
  const error = members.error ? businessTexts.membersFailed : undefined;
  const pending = members.data?.invitations.filter((invitation) => invitation.state === 'pending');

  const columns: DataTableColumn<CompanyMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (member) => (
        <span className="business-account__member">
          <strong>{member.name}</strong>
          {member.userId === userId && <span className="ui-text-muted">(you)</span>}
          {member.isOwner && <StatusChip tone="info">Owner</StatusChip>}
        </span>
      ),
    },
    { id: 'email', header: 'Email', cell: (member) => member.email },
    {
      id: 'joinedAt',
      header: 'Joined',
      align: 'end',
      cell: (member) => <span className="ui-tabular-nums">{since(member.joinedAt)}</span>,
    },
  ];
  if (manage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (member) =>
        member.isOwner ? null : (
          <Button
            variant="quiet"
            size="sm"
            aria-label={`Unlink ${member.name}`}
            onClick={() => setUnlinking(member)}
          >
            Unlink
          </Button>
        ),
    });

  return (
    <>
      <Card title="Members">
        <DataTable
          label="Members"
          columns={columns}
          rows={members.data?.members}
          getRowId={(member) => member.userId}
          loading={members.isFetching}
          error={error}
          onRetry={() => void members.refetch()}
          // As many rows as the company has members, so the cards below stay where they are.
          skeletonRows={Math.min(company.memberCount, 10)}
          empty={<EmptyState title="No members yet" headingLevel={3} />}
          {...(manage && {
            renderExpanded: (member: CompanyMember) => <MemberProjects member={member} />,
            expandLabel: (member: CompanyMember) => `Show projects of ${member.name}`,
          })}
        />
      </Card>
      {manage && !error && (
        <Card title="Invitations sent">
          <InvitationsSent invitations={pending} loading={members.isLoading} />
        </Card>
      )}
      {unlinking && (
        <UnlinkMember
          company={company}
          member={unlinking}
          onClose={() => setUnlinking(undefined)}
        />
      )}
    </>
  );
}

function InvitationsSent({
  invitations,
  loading,
}: {
  invitations: CompanyInvitationView[] | undefined;
  loading: boolean;
}) {
  const dispatch = usePortalDispatch();
  const [revoke, revocation] = useRevokeCompanyInvitationMutation();
  // The invitation being revoked, read from the mutation: one at a time.
  const revoking = revocation.isLoading ? revocation.originalArgs : undefined;

  const revokeOne = async (invitation: CompanyInvitationView) => {
    const result = await revoke(invitation.id);
    if (result.error) {
      const desc = firstErrorMessage((result.error as ApiError).items, businessTexts.contactUs);
      dispatch(notify({ type: 'error', title: businessTexts.actionFailed, desc }));
      return;
    }
    dispatch(
      notify({ type: 'success', title: businessTexts.invitationRevoked, desc: invitation.email }),
    );
  };

  const columns: DataTableColumn<CompanyInvitationView>[] = [
    { id: 'email', header: 'Email', cell: (invitation) => invitation.email },
    {
      id: 'createdAt',
      header: 'Sent',
      align: 'end',
      cell: (invitation) => <span className="ui-tabular-nums">{since(invitation.createdAt)}</span>,
    },
    {
      id: 'expiresAt',
      header: 'Expires',
      align: 'end',
      cell: (invitation) => <span className="ui-tabular-nums">{since(invitation.expiresAt)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (invitation) => (
        <Button
          variant="quiet"
          size="sm"
          loading={revoking === invitation.id}
          loadingLabel="Revoking"
          disabled={revoking !== undefined}
          aria-label={`Revoke the invitation of ${invitation.email}`}
          onClick={() => void revokeOne(invitation)}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      label="Invitations sent"
      columns={columns}
      rows={invitations}
      getRowId={(invitation) => invitation.id}
      loading={loading}
      skeletonRows={2}
      empty={
        <EmptyState
          title="No invitations waiting"
          text="Invite colleagues by email: once they accept, they check out on the company's account."
          headingLevel={3}
        />
      }
    />
  );
}
