import { useMemo } from 'react';
import { failureText } from './failure-text.ts';
import { notify } from './notifications-slice.ts';
import { usePortalDispatch } from './store.ts';

export interface Notice {
  /** An action went through: its title, and what it acted on. */
  success(title: string, desc?: string): void;
  /** An action failed where no form field shows why: its title, and what the server said. */
  failure(title: string, error: unknown): void;
}

/** The notifications that tell how an action of a screen ended. */
export function useNotice(): Notice {
  const dispatch = usePortalDispatch();
  return useMemo(
    () => ({
      success: (title, desc) =>
        dispatch(notify({ type: 'success', title, ...(desc ? { desc } : {}) })),
      failure: (title, error) =>
        dispatch(notify({ type: 'error', title, desc: failureText(error) })),
    }),
    [dispatch],
  );
}
