import { ErrorState } from '../feedback/ErrorState.tsx';
import { UserIcon } from '../icons/icons.tsx';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { StatusChip } from '../status-chip/StatusChip.tsx';
import './user-summary.css';

export interface SummarisedUser {
  name: string;
  email: string;
  /** Shown as a chip, e.g. "Client", "Typist". */
  role?: string;
}

export interface UserSummaryProps {
  /** Undefined or null while the profile loads: skeletons of the same size stand in. */
  user?: SummarisedUser | null;
  loadingLabel?: string;
  /** Why the user could not be loaded; shown with a Retry button instead of the summary. */
  error?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Who is signed in: name, email and role. */
export function UserSummary({
  user,
  loadingLabel = 'Loading profile',
  error,
  onRetry,
  retrying,
}: UserSummaryProps) {
  if (error && !user) return <ErrorState message={error} onRetry={onRetry} retrying={retrying} />;
  if (!user) {
    return (
      <div className="ui-user-summary" aria-busy="true">
        <span className="ui-user-summary__avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div className="ui-user-summary__text">
          <span className="ui-visually-hidden">{loadingLabel}</span>
          <Skeleton width="10rem" />
          <Skeleton width="14rem" />
        </div>
      </div>
    );
  }
  return (
    <div className="ui-user-summary">
      <span className="ui-user-summary__avatar" aria-hidden="true">
        <UserIcon />
      </span>
      <div className="ui-user-summary__text">
        <p className="ui-user-summary__name">{user.name}</p>
        <p className="ui-user-summary__email">{user.email}</p>
      </div>
      {user.role && <StatusChip tone="info">{user.role}</StatusChip>}
    </div>
  );
}
