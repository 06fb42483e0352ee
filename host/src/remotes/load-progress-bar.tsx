/** The thin progress bar shown while a remote page loads, only after 200 ms (SPEC.md section 9). */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useDelayedFlag } from './use-delayed-flag';

export const PROGRESS_DELAY_MS = 200;

export function LoadProgressBar({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(loading, PROGRESS_DELAY_MS);
  if (!visible) return null;
  return (
    <div role="progressbar" aria-label={t('shell.loading')} data-testid="remote-progress" className="remote-progress">
      <div className="remote-progress__bar" />
    </div>
  );
}
