import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default 'Something Went Wrong' screen. */
  fallback?: ReactNode;
  fullScreen?: boolean;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it so one broken widget does not blank the whole app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <ErrorFallback onReset={this.reset} fullScreen={this.props.fullScreen} />;
  }
}
