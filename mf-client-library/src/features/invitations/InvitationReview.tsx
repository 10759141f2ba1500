import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  errorTexts,
  firstErrorMessage,
  notify,
  usePortalDispatch,
  type ApiError,
  type InvitationKind,
  type ProjectPermission,
} from '@portal/contracts';
import { Button, Card, ErrorState, Page, Skeleton, buttonClassName } from '@portal/ui';
import {
  acceptedDestination,
  acceptedText,
  invitationTexts,
  permissionLabels,
} from './invitation-texts.ts';
import { Outcome } from '../../components/Outcome.tsx';
import './invitations.css';

/** What an invitation link offers, whichever of the three review calls told it. */
export interface Offer {
  kind: InvitationKind;
  /** The project title or the company name. */
  title: string;
  /** The inviter's name. */
  from: string;
  permission: ProjectPermission | null;
}

/** The parts of an RTK Query result a review page reads. */
export interface ReviewQuery {
  data?: Offer;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

type Answered = { data: unknown } | { error: unknown };

export interface InvitationReviewProps {
  /** The page's h1. */
  title: string;
  review: ReviewQuery;
  /** What accepting means, in one sentence. */
  describe(offer: Offer): ReactNode;
  accept(): Promise<Answered>;
  decline(): Promise<Answered>;
  accepting: boolean;
  declining: boolean;
}

// A forged, used, expired or someone else's link answers 404 (or 422): the link is the problem.
const isInvalidLink = (error: unknown) => {
  const status = (error as ApiError | undefined)?.status;
  return status === 404 || status === 422;
};

const messageOf = (error: unknown, fallback: string) =>
  firstErrorMessage((error as ApiError | undefined)?.items ?? [], fallback);

/**
 * An invitation opened from its mail link (client spec section 2): what is offered and by
 * whom, then Accept or Decline. Accepting leads to where the project or company now is.
 */
export function InvitationReview(props: InvitationReviewProps) {
  const { title, review, describe, accept, decline, accepting, declining } = props;
  const dispatch = usePortalDispatch();
  const navigate = useNavigate();

  if (review.isLoading)
    return (
      <Page title={title} width="narrow">
        <Card>
          <div role="status" aria-busy="true" aria-label="Loading the invitation">
            <Skeleton lines={3} />
            <Skeleton variant="block" height={40} width="50%" />
          </div>
        </Card>
      </Page>
    );
  if (review.error || !review.data)
    return (
      <Page title={title} width="narrow">
        <Card>
          {isInvalidLink(review.error) ? (
            <InvalidInvitation message={messageOf(review.error, invitationTexts.contactUs)} />
          ) : (
            <ErrorState
              message={invitationTexts.reviewFailed}
              onRetry={() => void review.refetch()}
              retrying={review.isFetching}
            />
          )}
        </Card>
      </Page>
    );

  const offer = review.data;
  const answer = async (kind: 'accept' | 'decline') => {
    const result = await (kind === 'accept' ? accept() : decline());
    if ('error' in result) {
      const desc = messageOf(result.error, invitationTexts.contactUs);
      dispatch(notify({ type: 'error', title: invitationTexts.answerFailed, desc }));
      return;
    }
    if (kind === 'decline') {
      dispatch(notify({ type: 'info', title: invitationTexts.declined }));
      await navigate('/pending-invitations');
      return;
    }
    const desc = acceptedText(offer, offer.title);
    dispatch(notify({ type: 'success', title: invitationTexts.accepted, desc }));
    await navigate(acceptedDestination(offer.kind, offer.permission));
  };

  return (
    <Page title={title} width="narrow">
      <Card className="invitation-review">
        <h2 className="invitation-review__title">{offer.title}</h2>
        <p className="invitation-review__lead">{describe(offer)}</p>
        <dl className="invitation-review__facts">
          {offer.from && (
            <div>
              <dt>Invited by</dt>
              <dd>{offer.from}</dd>
            </div>
          )}
          {offer.permission && (
            <div>
              <dt>Access</dt>
              <dd>{permissionLabels[offer.permission]}</dd>
            </div>
          )}
        </dl>
        <div className="invitation-review__actions">
          <Button
            variant="secondary"
            loading={declining}
            loadingLabel="Declining"
            disabled={accepting}
            onClick={() => void answer('decline')}
          >
            Decline
          </Button>
          <Button
            variant="primary"
            loading={accepting}
            loadingLabel="Accepting"
            disabled={declining}
            onClick={() => void answer('accept')}
          >
            Accept
          </Button>
        </div>
      </Card>
    </Page>
  );
}

/** Client spec section 8: an invalid link shows Invalid URL; the server says why. */
function InvalidInvitation({ message }: { message: string }) {
  return (
    <Outcome
      tone="error"
      title={errorTexts.invalidUrl}
      titleClassName="invitation-review__title"
      action={
        <Link to="/pending-invitations" className={buttonClassName({ variant: 'secondary' })}>
          See your pending invitations
        </Link>
      }
    >
      {message}
    </Outcome>
  );
}
