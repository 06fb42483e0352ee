/** Above the board while a plan is copied ("Copying Ann's plan", with a way out), or why a plan could not be copied. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { BoardStore } from '../board-store';
import type { CopyNotice } from '../use-plan-copy';

export const CopyPlanBanner = observer(function CopyPlanBanner({ store, notice, onDismiss }: { store: BoardStore; notice: CopyNotice | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (store.copy) {
    return (
      <div className="copy-banner" role="status" data-testid="copy-plan-banner">
        <span className="copy-banner__text">{t('plans:copy.copying', { author: store.copy.authorName })}</span>
        <button type="button" className="copy-banner__action" onClick={() => store.stopCopy()} data-testid="copy-plan-cancel">
          {t('plans:copy.stop')}
        </button>
      </div>
    );
  }
  if (!notice) return null;
  if (notice.kind === 'loading') {
    return (
      <div className="copy-banner" role="status" data-testid="copy-plan-loading">
        <span className="copy-banner__text">{t('plans:copy.loading')}</span>
      </div>
    );
  }
  return (
    <div className="copy-banner copy-banner--bad" role="alert" data-testid="copy-plan-notice">
      <span className="copy-banner__text">{notice.kind === 'failed' ? notice.message : t(`plans:copy.refused.${notice.kind}`)}</span>
      <button type="button" className="copy-banner__close" aria-label={t('plans:copy.dismiss')} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
});
