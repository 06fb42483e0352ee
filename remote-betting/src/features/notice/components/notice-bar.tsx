/**
 * The notice bar on home: the newest notices one after another (a tap opens the notice), and "More" to every notice
 * with how many are unread: the server's count for a signed-in player, the bar's own notices not opened here for a guest.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { session } from '@racing/shared/src/session/session-store';
import { getUnreadNoticeCount, listNotices } from '../api/list-notices';
import { guestReadIds, noticeRead } from '../notice-reads';
import './notice-bar.css';

const ROTATE_MS = 4000;

export function NoticeBar() {
  const { t } = useTranslation();
  const notices = useApiData(() => listNotices(), []);
  const signedIn = session.isLoggedIn;
  const serverUnread = useApiData(() => (signedIn ? getUnreadNoticeCount() : null), [signedIn]);
  const list = notices.data?.list ?? [];
  const guestUnread = useMemo(() => {
    if (signedIn || !notices.data) return 0;
    const deviceReads = guestReadIds();
    return notices.data.list.filter((n) => !noticeRead(n, deviceReads)).length;
  }, [signedIn, notices.data]);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (list.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % list.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [list.length]);
  // Holds its place while loading, so the draw and the board do not jump down when it arrives.
  if (!notices.data && !notices.error) return <div className="notice-bar notice-bar--loading" aria-hidden="true" />;
  if (list.length === 0) return null;
  const notice = list[index % list.length];
  // A guest's reads come from storage, read once per list rather than on every rotation.
  const unread = signedIn ? (serverUnread.data ?? 0) : guestUnread;
  return (
    <div className="notice-bar">
      <Link className="notice-bar__current" to={withQuery('/pages/notice/detail', { id: notice.id })} data-testid="notice-bar" aria-label={t('home.noticeLabel', { title: notice.title })}>
        <span className="notice-bar__icon" aria-hidden="true" />
        <span key={notice.id} className="notice-bar__text">{notice.title}</span>
      </Link>
      <Link className="notice-bar__all" to="/pages/notice/index" data-testid="notice-bar-all" aria-label={unread > 0 ? t('noticeList.moreLabel', { count: unread }) : t('noticeList.moreAll')}>
        {t('noticeList.more')}
        {/* Its count is in the link's name; the name starts with the visible "More" (WCAG 2.5.3, label in name). */}
        {unread > 0 && <span className="notice-bar__badge" data-testid="notice-bar-unread" aria-hidden="true">{unread}</span>}
        <span className="notice-bar__more" aria-hidden="true">›</span>
      </Link>
    </div>
  );
}
