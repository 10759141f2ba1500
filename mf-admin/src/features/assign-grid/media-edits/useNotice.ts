import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts/jobs';

/** The notifications of a media's mail: whom it reached, or what the server said. */
export function useNotice() {
  const dispatch = usePortalDispatch();
  return {
    success: (title: string, desc: string) => dispatch(notify({ type: 'success', title, desc })),
    failure: (title: string, error: unknown) =>
      dispatch(notify({ type: 'error', title, desc: failureText(error) })),
  };
}
