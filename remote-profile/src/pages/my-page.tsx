/** My page (/pages/index/my): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function MyPage() {
  return <PageFrame titleKey="titles.mine" testId="page-my" />;
}
