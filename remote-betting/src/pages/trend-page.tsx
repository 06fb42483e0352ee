/** Trend page (/pages/trend/index): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function TrendPage() {
  return <PageFrame titleKey="titles.trend" testId="page-trend" />;
}
