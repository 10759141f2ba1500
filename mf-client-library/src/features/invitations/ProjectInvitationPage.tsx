import { useParams } from 'react-router';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useReviewPermissionQuery,
} from '@portal/contracts/project-permission/client';
import { InvitationReview } from './InvitationReview.tsx';

/** /v3/project-invitation/{hash}: access to a project shared by its owner. */
export function ProjectInvitationPage() {
  const hash = useParams().hash ?? '';
  const review = useReviewPermissionQuery(hash);
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  // The link's hash becomes the invitation's id once reviewed; the answers take the id.
  const id = review.data?.id ?? 0;
  return (
    <InvitationReview
      title="Project invitation"
      review={review}
      describe={(offer) => `${offer.from || 'The owner'} shared this project with you.`}
      accept={() => accept({ id })}
      decline={() => decline({ id })}
      accepting={accepting.isLoading}
      declining={declining.isLoading}
    />
  );
}
