import { errorTexts, firstErrorMessage } from '../../core/errors.ts';
import { roleLabel } from '../../core/roles.ts';
import type { ApiError } from './base.ts';
import { useGetProfileQuery } from './user.ts';

/** The signed-in user as a landing screen shows it, from the shared profile query. */
export function useProfileSummary() {
  const { data: user, error, isFetching, refetch } = useGetProfileQuery();
  const items = (error as ApiError | undefined)?.items ?? [];
  return {
    user: user && {
      name: `${user.firstname} ${user.lastname}`,
      email: user.email,
      role: roleLabel(user.role),
    },
    error: error ? firstErrorMessage(items, errorTexts.somethingWentWrong) : undefined,
    onRetry: () => void refetch(),
    retrying: isFetching,
  };
}
