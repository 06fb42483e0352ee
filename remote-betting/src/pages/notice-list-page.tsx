/** Notices (/pages/notice/index): every published notice, each marked unread until this reader opens it. */
import { NoticeList } from '../features/notice/components/notice-list';
import '../components/page-kit.css';

export default function NoticeListPage() {
  return (
    <div className="page notice-list-page" data-testid="page-notice-list">
      <NoticeList />
    </div>
  );
}
