import { useSearchParams } from 'react-router';
import { useGetActivationQuery } from '@portal/contracts/user/account-client';
import type { ActivationInfo } from '@portal/contracts/user/account-schema';
import { isNotFound } from './api-failures.ts';

export type Activation =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; retrying: boolean }
  | { status: 'ready'; hash: string; info: ActivationInfo };

/** The activation link's ?hash and who it is for; a missing or unknown hash is invalid. */
export function useActivation(): Activation {
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const query = useGetActivationQuery(hash, { skip: !hash });
  if (!hash || isNotFound(query.error)) return { status: 'invalid' };
  if (query.data) return { status: 'ready', hash, info: query.data };
  if (query.isError) return { status: 'failed', retry: query.refetch, retrying: query.isFetching };
  return { status: 'loading' };
}
