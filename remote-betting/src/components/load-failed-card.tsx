/** A read that failed with nothing to show yet: what went wrong and a retry, announced to screen readers. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

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
