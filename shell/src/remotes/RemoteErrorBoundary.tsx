import { Component, type ReactNode } from 'react';
import { ErrorState, Page } from '@portal/ui';
import type { RemoteName } from '@portal/contracts';

/** What the shell shows in place of a remote it cannot load or render. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Page title="This part of the portal could not be loaded">
      <ErrorState
        message="This part of the portal is unavailable right now. Check your connection and try again."
        onRetry={onRetry}
      />
    </Page>
  );
}

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote that fails while rendering is contained here; the header and menus keep working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote ${this.props.remote} failed while rendering`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.setState({ failed: false });
      this.props.onRetry();
    };
    return <RemoteUnavailable onRetry={retry} />;
  }
}
