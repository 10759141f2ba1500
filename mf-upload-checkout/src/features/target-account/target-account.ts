import { useState } from 'react';
import { can, type User } from '@portal/contracts';

/**
 * The business account an admin or super admin uploads and checks out for (client spec
 * section 2), kept for the browser session. Its own key: `tn.businessAcc` already holds the
 * signed-in client's business-account memory.
 */
export const TARGET_ACCOUNT_KEY = 'tn.targetBusinessAccount';

/** A business account: a company's owner or one of its members. */
export interface TargetAccount {
  /** The client acting for. */
  userId: number;
  /** Null for a client with no company: a project's owner an admin acts for from the library. */
  companyName: string | null;
  /** The client's name. */
  personName: string;
}

const isTarget = (value: unknown): value is TargetAccount => {
  const target = value as Partial<TargetAccount> | null;
  return (
    typeof target?.userId === 'number' &&
    (typeof target.companyName === 'string' || target.companyName === null) &&
    typeof target.personName === 'string'
  );
};

/**
 * The stored target, if whole. Anything else, such as the earlier shape without the person's
 * name, is not a target: the admin chooses again rather than seeing an account half-named.
 */
function readTarget(): TargetAccount | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TARGET_ACCOUNT_KEY) ?? 'null') as unknown;
    return isTarget(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The chosen target and its setter (undefined clears it). */
export function useTargetAccount() {
  const [target, setTarget] = useState(readTarget);
  const choose = (next: TargetAccount | undefined) => {
    if (next) sessionStorage.setItem(TARGET_ACCOUNT_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(TARGET_ACCOUNT_KEY);
    setTarget(next);
  };
  return [target, choose] as const;
}

/**
 * Admins and super admins act for a business account, its cart being another's; everyone else
 * for themselves.
 */
export const actsForClients = (user: User | undefined): boolean =>
  user !== undefined && can(user, 'cart.readAnothers');
