import { Component, type ReactNode } from 'react';

interface Props {
  /** Called once when the dialog's code could not load or the dialog failed to render. */
  onFailure(error: unknown): void;
  children: ReactNode;
}

/**
 * Around a lazily loaded dialog: a chunk or a remote that fails to load closes the dialog with
 * a notification instead of taking the page down with it.
 */
export class DialogBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
