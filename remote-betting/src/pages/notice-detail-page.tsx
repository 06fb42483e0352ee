/** NoticeDetail page (/pages/notice/detail): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function NoticeDetailPage() {
  return <PageFrame titleKey="titles.noticeDetail" testId="page-notice-detail" />;
}
