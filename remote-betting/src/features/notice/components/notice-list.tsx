/** Every published notice, pinned first then newest, a page at a time: title, date, and an unread mark until opened. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { InfiniteScroll } from '@racing/shared/src/ui/infinite-scroll';
import { Link } from '@racing/shared/src/routing/router';
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import { formatDate } from '@racing/shared/src/format/format-date';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { session } from '@racing/shared/src/session/session-store';
import { loadNoticePage } from '../api/list-notices';
import { guestReadIds, noticeRead } from '../notice-reads';
import './notice-list.css';

const PAGE_SIZE = 20;

export function NoticeList() {
  const { t } = useTranslation();
  const signedIn = session.isLoggedIn;
  const list = usePagedList((cursor) => loadNoticePage(cursor, PAGE_SIZE), [signedIn]);
  // Read once per visit: coming back from a notice mounts the list again, with that notice among them.
  const [deviceReads] = useState(guestReadIds);

  if (list.loading) {
    return (
      <div aria-busy="true" data-testid="notice-list-loading">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="skeleton notice-list__skeleton" />
        ))}
      </div>
    );
  }
  if (list.error && list.items.length === 0) {
    return (
      <div className="empty" role="alert">
        <p>{list.error.message}</p>
        <button type="button" className="chip" onClick={() => void list.refresh()}>{t('common.retry')}</button>
      </div>
    );
  }
  if (list.items.length === 0) return <p className="empty" data-testid="notice-list-empty">{t('noticeList.empty')}</p>;
  return (
    <>
      <ul className="notice-list" data-testid="notice-list">
        {list.items.map((notice) => {
          const read = noticeRead(notice, deviceReads);
          return (
            <li key={notice.id}>
              <Link
                className={read ? 'notice-row' : 'notice-row notice-row--unread'}
                to={withQuery('/pages/notice/detail', { id: notice.id })}
                data-testid={`notice-row-${notice.id}`}
                data-read={read}
              >
                <span className="notice-row__dot" aria-hidden="true" />
                <span className="notice-row__body">
                  <span className="notice-row__title">
                    {notice.pinned && <span className="notice-row__pinned">{t('noticeList.pinned')}</span>}
                    {notice.title}
                  </span>
                  <span className="notice-row__date">{formatDate(notice.createTime, 'dateTime')}</span>
                </span>
                {!read && <span className="notice-row__unread">{t('noticeList.unread')}</span>}
                <span className="notice-row__chevron" aria-hidden="true">›</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="chip" onClick={retry}>{t('common.retry')}</button>
          ) : (
            <span className="notice-list__end">{hasMore ? t('shell.loading') : t('noticeList.end')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
