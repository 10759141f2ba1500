import { useState } from 'react';
import { Link } from 'react-router';
import { firstErrorMessage, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import { INVITATIONS_PAGE_SIZE } from '@portal/contracts/common/limits';
import {
  useAcceptListedInvitationMutation,
  useDeclineListedInvitationMutation,
  useGetInvitationsQuery,
} from '@portal/contracts/project-permission/client';
import { formatUnixTime } from '@portal/contracts';
import type { ListedInvitationView } from '@portal/contracts/project-permission/schema';
import { Button, StatusChip, buttonClassName } from '@portal/ui';
import { ListPage, type DataTableColumn } from '@portal/ui/table';
import { acceptedText, invitationTexts, kindLabels, permissionLabels } from './invitation-texts.ts';
import './invitations.css';

const date = (seconds: number) => formatUnixTime(seconds, 'short');
const rowKey = (invitation: ListedInvitationView) => `${invitation.kind}:${invitation.id}`;

/** /v3/pending-invitations: every invitation waiting for the signed-in user's answer. */
export function PendingInvitationsPage() {
  const dispatch = usePortalDispatch();
  const [page, setPage] = useState(1);
  const list = useGetInvitationsQuery({ page, pageSize: INVITATIONS_PAGE_SIZE });
  const [accept] = useAcceptListedInvitationMutation();
  const [decline] = useDeclineListedInvitationMutation();
  const [busy, setBusy] = useState<string>();
  const rows = list.data?.result;

  // Answering the last invitation of a later page leaves it empty: show the one before.
  if (rows?.length === 0 && page > 1 && !list.isFetching) setPage(page - 1);

  const answer = async (invitation: ListedInvitationView, action: 'accept' | 'decline') => {
    setBusy(`${action}:${rowKey(invitation)}`);
    const call = action === 'accept' ? accept : decline;
    const result = await call({ id: invitation.id, kind: invitation.kind });
    setBusy(undefined);
    if (result.error) {
      const items = (result.error as ApiError).items ?? [];
      const desc = firstErrorMessage(items, invitationTexts.contactUs);
      dispatch(notify({ type: 'error', title: invitationTexts.answerFailed, desc }));
    } else if (action === 'decline') {
      dispatch(notify({ type: 'info', title: invitationTexts.declined, desc: invitation.title }));
    } else {
      const desc = acceptedText(invitation, invitation.title);
      dispatch(notify({ type: 'success', title: invitationTexts.accepted, desc }));
    }
  };

  const columns: DataTableColumn<ListedInvitationView>[] = [
    {
      id: 'kind',
      header: 'Invitation',
      cell: (invitation) => <StatusChip tone="info">{kindLabels[invitation.kind]}</StatusChip>,
    },
    {
      id: 'title',
      header: 'Project or company',
      cell: (invitation) => <strong>{invitation.title}</strong>,
    },
    { id: 'from', header: 'From', cell: (invitation) => invitation.from },
    {
      id: 'permission',
      header: 'Access',
      cell: (invitation) => (invitation.permission ? permissionLabels[invitation.permission] : '—'),
    },
    {
      id: 'createdAt',
      header: 'Received',
      align: 'end',
      cell: (invitation) => <span className="ui-tabular-nums">{date(invitation.createdAt)}</span>,
    },
    {
      id: 'expiresAt',
      header: 'Expires',
      align: 'end',
      cell: (invitation) => <span className="ui-tabular-nums">{date(invitation.expiresAt)}</span>,
    },
    {
      id: 'actions',
      header: 'Answer',
      align: 'end',
      cell: (invitation) => (
        <Answers
          invitation={invitation}
          busy={busy}
          onAnswer={(action) => void answer(invitation, action)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title="Pending invitations"
      description="Projects shared with you, projects offered to you and business accounts you are invited to join."
      label="Pending invitations"
      query={list}
      paging={{ page, perPage: INVITATIONS_PAGE_SIZE, onPageChange: setPage }}
      columns={columns}
      getRowId={rowKey}
      loadFailed={invitationTexts.loadFailed}
      failureReason={false}
      empty={{
        title: 'No pending invitations',
        text: 'When someone shares a project with you or invites you to their business account, it appears here.',
        action: (
          <Link to="/library/my" className={buttonClassName({ variant: 'secondary' })}>
            Go to your library
          </Link>
        ),
      }}
    />
  );
}

function Answers({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: ListedInvitationView;
  busy: string | undefined;
  onAnswer(action: 'accept' | 'decline'): void;
}) {
  const key = rowKey(invitation);
  return (
    <div className="pending-invitations__answers">
      <Button
        variant="secondary"
        size="sm"
        loading={busy === `decline:${key}`}
        loadingLabel="Declining"
        disabled={busy !== undefined}
        aria-label={`Decline ${invitation.title}`}
        onClick={() => onAnswer('decline')}
      >
        Decline
      </Button>
      <Button
        variant="primary"
        size="sm"
        loading={busy === `accept:${key}`}
        loadingLabel="Accepting"
        disabled={busy !== undefined}
        aria-label={`Accept ${invitation.title}`}
        onClick={() => onAnswer('accept')}
      >
        Accept
      </Button>
    </div>
  );
}
