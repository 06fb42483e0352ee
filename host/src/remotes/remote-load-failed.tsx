/** "The connection timed out, click the screen to try again.": the whole page area is the retry button. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

export function RemoteLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" data-testid="remote-load-failed" className="remote-load-failed" onClick={onRetry}>
      {t('shell.connectionTimedOut')}
    </button>
  );
}
