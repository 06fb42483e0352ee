/** Home page (/): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function HomePage() {
  return <PageFrame titleKey="titles.home" testId="page-home" />;
}
