import { Suspense, type ReactNode } from 'react';
import { errorTexts, notify, usePortalDispatch, failureText } from '@portal/contracts';
import { DialogBoundary } from './DialogBoundary.tsx';

interface LazyDialogProps {
  /** Closes the dialog; also called when it fails to load or render. */
  onClose(): void;
  /** The lazily loaded dialog (or panel). Give LazyDialog a key per dialog and subject. */
  children: ReactNode;
}

/**
 * Around a lazily loaded dialog, or a panel opened like one: nothing shows while its code loads,
 * and a chunk or remote that fails to load closes it with a notification instead of taking the
 * page down with it.
 */
export function LazyDialog({ onClose, children }: LazyDialogProps) {
  const dispatch = usePortalDispatch();
  return (
    <DialogBoundary
      onFailure={(error) => {
        onClose();
        dispatch(
          notify({
            type: 'error',
            title: errorTexts.somethingWentWrong,
            desc: failureText(error, errorTexts.contactUs),
          }),
        );
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </DialogBoundary>
  );
}
