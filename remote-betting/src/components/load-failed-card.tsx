/** A read that failed with nothing to show yet: what went wrong and a retry, announced to screen readers. */
import { useTranslation } from 'react-i18next';

export function LoadFailedCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card" role="alert">
      <p>{message}</p>
      <button type="button" className="chip" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
