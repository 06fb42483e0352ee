/** "A new version is available" with a reload, while a new build waits (app-update.ts). */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { appUpdate, reloadOnNewVersion } from './app-update';

export const UpdateBanner = observer(function UpdateBanner() {
  const { t } = useTranslation();
  if (!appUpdate.available) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span className="update-banner__text">{t('pwa.updateAvailable')}</span>
      <button type="button" className="update-banner__reload" onClick={reloadOnNewVersion}>
        {t('pwa.reload')}
      </button>
    </div>
  );
});
