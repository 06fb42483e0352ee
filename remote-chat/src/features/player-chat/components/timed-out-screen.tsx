/** "The connection timed out, click the screen to try again." over the conversation: the whole area is the retry button. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

export function TimedOutScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="chat-timed-out" onClick={onRetry} data-testid="chat-timed-out">
      {t('shell.connectionTimedOut')}
    </button>
  );
}
