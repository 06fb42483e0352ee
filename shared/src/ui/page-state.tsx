/** A page's loading and error states around its content: one look for every page that loads data. */
import type { ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

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
      <div role="alert" style={{ textAlign: 'center', color: '#666' }}>
        <p>{error.message}</p>
        <button type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
