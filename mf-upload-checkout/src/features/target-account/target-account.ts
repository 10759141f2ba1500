import { useState } from 'react';
import { isAdminRole, type User } from '@portal/contracts';

/**
 * The business account an admin or super admin uploads and checks out for (client spec
 * section 2), kept for the browser session. Its own key: `tn.businessAcc` already holds the
 * signed-in client's business-account memory.
 */
export const TARGET_ACCOUNT_KEY = 'tn.targetBusinessAccount';

export interface TargetAccount {
  /** The client acting for: the company's owner. */
  userId: number;
  companyName: string;
  ownerName: string;
}

function readTarget(): TargetAccount | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TARGET_ACCOUNT_KEY) ?? 'null') as unknown;
    const target = stored as Partial<TargetAccount> | null;
    return typeof target?.userId === 'number' ? (target as TargetAccount) : undefined;
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

/** Admins and super admins act for a business account; everyone else for themselves. */
export const actsForClients = (user: User | undefined): boolean =>
  user !== undefined && isAdminRole(user.role);
