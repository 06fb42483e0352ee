/** Keeps a page that throws while rendering inside its own route: the shell and the other routes keep working. */
import { Component, type ReactNode } from 'react';
import { reloadIfRedeployed } from './redeploy-watch';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page]', error);
    // A lazy part of the page whose build was replaced: the page loads again on the new build.
    void reloadIfRedeployed();
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
