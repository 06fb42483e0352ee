/** Settings (/pages/user/set): language, the account's password, phone, responsible play and closing, the legal texts, the version, and log out. */
import { useEffect, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { LANGUAGE_NAMES, isLanguage } from '@racing/shared/src/i18n/languages';
import { session } from '@racing/shared/src/session/session-store';
import { refreshPerson } from '../api/refresh-person';
import { MenuGroup, MenuLine, MenuLink } from '../components/menu-list';
import { LogOutDialog } from '../components/log-out-dialog';
import '../features/settings/components/settings.css';

/** The app's version and build code (SPEC.md section 1). */
export const APP_VERSION = '1.0.0 (100)';

function SettingsPage() {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const phone = session.userInfo?.phone ?? null;

  // The number bound elsewhere (another device, the phone page) shows here without a new login.
  useEffect(() => {
    refreshPerson().catch(() => undefined);
  }, []);

  return (
    <section className="settings-page" data-testid="page-settings">
      <MenuGroup>
        <MenuLink label={t('titles.language')} testId="settings-language" to="/pages/user/language" value={isLanguage(i18n.language) ? LANGUAGE_NAMES[i18n.language] : undefined} />
      </MenuGroup>
      <MenuGroup label={t('settings.accountGroup')}>
        <MenuLink label={t('titles.changePassword')} testId="settings-password" to="/pages/user/password" />
        <MenuLink label={t('titles.bindPhone')} testId="settings-phone" to="/pages/user/phone" value={phone ?? t('settings.notBound')} />
        <MenuLink label={t('titles.responsiblePlay')} testId="settings-responsible" to="/pages/user/responsible" />
        <MenuLink label={t('titles.closeAccount')} testId="settings-close-account" to="/pages/user/logoff" />
      </MenuGroup>
      <MenuGroup label={t('settings.aboutGroup')}>
        <MenuLink label={t('titles.aboutUs')} testId="settings-about" to="/pages/user/about" />
        <MenuLink label={t('titles.userAgreement')} testId="settings-agreement" to="/pages/user/agreement" />
        <MenuLink label={t('titles.privacyPolicy')} testId="settings-privacy" to="/pages/user/privacy" />
        <MenuLine label={t('settings.version')} testId="settings-version" value={APP_VERSION} />
      </MenuGroup>
      <button type="button" className="btn-danger" data-testid="settings-log-out" onClick={() => setAsking(true)}>
        {t('auth.logOut')}
      </button>
      <LogOutDialog visible={asking} onClose={() => setAsking(false)} title={t('settings.logOutTitle')} message={t('settings.logOutMessage')} cancelText={t('settings.cancel')} />
    </section>
  );
}

export default observer(SettingsPage);
