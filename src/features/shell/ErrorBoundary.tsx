import { Component, type ErrorInfo, type ReactNode } from 'react';
import { log } from '../../lib/logger';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** The boundary clears itself when this changes (the user moved to another page). */
  resetKey: string;
  /** Tracks the error beyond the log (an analytics event). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a screen's crash, tracks it (redacted) and shows the general error page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    log('error', 'screen crashed', { error, componentStack: info.componentStack });
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.error) {
      return <ErrorPage onReset={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
