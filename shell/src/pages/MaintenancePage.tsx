import { EmptyState } from '@portal/ui';
import { Logo } from '../header/Logo.tsx';

/** Shown for every path while the maintenance flag is set. */
export function MaintenancePage() {
  return (
    <div className="shell-auth-screen">
      <Logo />
      <EmptyState
        title="We are doing some maintenance"
        text="The portal is briefly unavailable while we improve it. Please try again in a few minutes."
      />
    </div>
  );
}
