/** Language (/pages/user/language): a tap switches the whole app to that language at once, remembers it, and goes back. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { LanguageList } from '../features/account/components/language-list';
import { useBackOrHome } from '@racing/shared/src/navigation/use-back-or-home';

export default function LanguagePage() {
  const { t } = useTranslation();
  const goBack = useBackOrHome();
  return (
    <section data-testid="page-language">
      <p className="account-hint">{t('languagePage.hint')}</p>
      <LanguageList onChosen={goBack} />
    </section>
  );
}
