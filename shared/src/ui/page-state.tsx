/** A page's loading and error states around its content: one look for every page that loads data. */
import type { ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

/** The app's outlined button (the brand red): a browser's default grey button looked broken. */
const RETRY_STYLE = {
  minWidth: 96,
  minHeight: 36,
  padding: '6px 20px',
  border: '1px solid #cf352c',
  borderRadius: 18,
  background: '#fff',
  color: '#cf352c',
  fontSize: 15,
  cursor: 'pointer',
} as const;

export function PageState({ loading, error, onRetry, children }: { loading: boolean; error?: Error; onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <p role="status" style={{ color: '#6b6b6b', textAlign: 'center' }}>
        {t('shell.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" style={{ textAlign: 'center', color: '#666', padding: '48px 24px' }}>
        <p style={{ margin: '0 0 16px' }}>{error.message}</p>
        <button type="button" onClick={onRetry} style={RETRY_STYLE}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
