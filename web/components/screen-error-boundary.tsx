import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';

/** A failure in place of the screen: what went wrong and a way to try again. */
export function RetryView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="mb-4 text-stone-700">{message}</p>
      <button
        type="button"
        className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white"
        onClick={onRetry}
      >
        {t('error.retry')}
      </button>
    </div>
  );
}

function ScreenErrorMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return <RetryView message={t('error.screen')} onRetry={onRetry} />;
}

interface BoundaryProps {
  children: ReactNode;
  /** another page: forget the error */
  resetKey: string;
  onReset: () => void;
}

class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <ScreenErrorMessage onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * A screen that throws while rendering shows a message and a Retry in its place, with the
 * header and footer still there (issue 15), instead of React unmounting the whole page. Retry
 * renders the screen again and refetches the queries that had failed; a navigation to
 * another address clears the error too.
 */
export function ScreenErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <Boundary resetKey={resetKey} onReset={reset}>
      {children}
    </Boundary>
  );
}
