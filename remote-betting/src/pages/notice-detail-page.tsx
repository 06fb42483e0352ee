/** Notice detail (/pages/notice/detail?id=N): title, publication date and text of one notice; reading it marks it read. */
import { useEffect } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatDate } from '@racing/shared/src/format/format-date';
import { PageState } from '@racing/shared/src/ui/page-state';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { getNotice } from '../features/notice/api/get-notice';
import { rememberGuestRead } from '../features/notice/notice-reads';

function noticeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function NoticeDetailPage({ id }: PageProps) {
  const { t } = useTranslation();
  const validId = noticeId(id);
  const notice = useApiData(() => (validId === null ? null : getNotice(validId)), [validId]);
  // The server marks a signed-in reader's read as it answers; a guest's is kept on this device.
  const readId = notice.data?.id;
  useEffect(() => {
    if (readId !== undefined) rememberGuestRead(readId);
  }, [readId]);
  return (
    <article data-testid="page-notice-detail" style={{ padding: 16, background: '#fff', minHeight: '100%' }}>
      {validId === null ? (
        <p style={{ color: '#6b6b6b' }}>{t('notice.missingId')}</p>
      ) : (
        <PageState loading={notice.loading && notice.data === undefined} error={notice.error} onRetry={notice.reload}>
          {notice.data && (
            <>
              <h2 data-testid="notice-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
                {notice.data.title}
              </h2>
              <p style={{ color: '#6b6b6b', fontSize: 12, margin: '0 0 16px' }}>
                {t('notice.publishedAt', { date: formatDate(notice.data.createTime, 'dateTime') })}
              </p>
              <div data-testid="notice-content" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6, fontSize: 15 }}>
                {notice.data.content}
              </div>
            </>
          )}
        </PageState>
      )}
    </article>
  );
}
