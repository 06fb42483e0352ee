/** History page (/pages/history/index): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function HistoryPage() {
  return <PageFrame titleKey="titles.history" testId="page-history" />;
}
