/** The shell's navigation bar: back (or home when alone) and the page title. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useBackOrHome } from '@racing/shared/src/navigation/use-back-or-home';

export function NavBar({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const back = useBackOrHome();
  return (
    <header className="nav-bar" data-testid="nav-bar">
      <button type="button" className="nav-bar__back" aria-label={t('nav.back')} onClick={back}>
        ‹
      </button>
      <h1 className="nav-bar__title">{t(titleKey)}</h1>
      <span className="nav-bar__side" />
    </header>
  );
}
