import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '@portal/ui';
import { InvalidLink } from './InvalidLink.tsx';
import { useActivation, type Activation } from './useActivation.ts';
import { accountTexts } from '@portal/contracts/user/account-texts';

export const registerAgain = { to: '/registration', text: 'Register again' } as const;

/** Renders `children` once the activation link checks out; loading, failure and invalid before. */
export function ActivationGate({
  children,
}: {
  children: (ready: Extract<Activation, { status: 'ready' }>) => ReactNode;
}) {
  const activation = useActivation();
  switch (activation.status) {
    case 'invalid':
      return <InvalidLink retry={registerAgain} />;
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton variant="line" lines={3} />
        </div>
      );
    case 'failed':
      return (
        <ErrorState
          message={accountTexts.somethingWentWrong}
          onRetry={activation.retry}
          retrying={activation.retrying}
        />
      );
    default:
      return children(activation);
  }
}
