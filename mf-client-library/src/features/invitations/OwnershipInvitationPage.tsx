import { useParams } from 'react-router';
import {
  useAcceptOwnershipMutation,
  useDeclineOwnershipMutation,
  useReviewOwnershipQuery,
} from '@portal/contracts/project-permission/client';
import { InvitationReview } from './InvitationReview.tsx';

/** /v3/project-ownership-invitation/{hash}: a project offered to become the client's own. */
export function OwnershipInvitationPage() {
  const hash = useParams().hash ?? '';
  const review = useReviewOwnershipQuery(hash);
  const [accept, accepting] = useAcceptOwnershipMutation();
  const [decline, declining] = useDeclineOwnershipMutation();
  return (
    <InvitationReview
      title="Project ownership"
      review={review}
      describe={(offer) =>
        `${offer.from || 'The owner'} wants to transfer this project to you. Once you accept, you become its owner.`
      }
      accept={() => accept(hash)}
      decline={() => decline(hash)}
      accepting={accepting.isLoading}
      declining={declining.isLoading}
    />
  );
}
