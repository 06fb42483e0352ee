/** Home page (/): the hero banner, then the board's frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';
import { HomeHero } from '../features/home/components/home-hero';

export default function HomePage() {
  return (
    <div data-testid="page-home">
      <HomeHero />
      <PageFrame titleKey="titles.home" testId="page-home-board" />
    </div>
  );
}
