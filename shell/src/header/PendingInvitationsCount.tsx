import { useEffect } from 'react';
import { useGetInvitationsQuery } from '@portal/contracts/project-permission/client';

/**
 * Reports how many invitations wait for the user (GET /v1/activator's total). It asks for the
 * page /v3/pending-invitations opens on, so both share one request, and answering an invitation
 * anywhere refreshes the count. Loaded lazily: the library's endpoints stay out of the first load.
 */
export default function PendingInvitationsCount({ onCount }: { onCount(count: number): void }) {
  const total = useGetInvitationsQuery({ page: 1, pageSize: 50 }).data?.total ?? 0;
  useEffect(() => onCount(total), [total, onCount]);
  return null;
}
