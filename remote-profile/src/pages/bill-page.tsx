/** Bill page (/pages/user/bill): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function BillPage() {
  return <PageFrame titleKey="titles.bill" testId="page-bill" />;
}
