/** The banner at the top of home: the app's name and what the game is, in the user's language. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import './home-hero.css';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="home-hero" data-testid="home-hero">
      <h2 className="home-hero__name">{t('app.name')}</h2>
      <p className="home-hero__intro">{t('home.intro')}</p>
    </section>
  );
}
