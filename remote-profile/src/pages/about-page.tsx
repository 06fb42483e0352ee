/** About page (/pages/user/about): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function AboutPage() {
  return <PageFrame titleKey="titles.aboutUs" testId="page-about" />;
}
