/** Settings page (/pages/user/set): log out for now; the rest comes with the page's feature issue. */
import { useTranslation } from 'react-i18next';
import { PageFrame, UnderConstruction } from '@racing/shared/src/ui/page-frame';
import { session } from '@racing/shared/src/session/session-store';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey="titles.settings" testId="page-settings">
      <UnderConstruction />
      <button type="button" onClick={() => session.logout()}>
        {t('auth.logOut')}
      </button>
    </PageFrame>
  );
}
