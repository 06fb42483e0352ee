/** A notice's status as a coloured tag: published green, draft grey. */
import { Tag } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { NoticeStatus } from '../api/notices-api';

export function NoticeStatusTag({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation();
  return status === 'published' ? <Tag color="green">{t('console:notices.statusPublished')}</Tag> : <Tag>{t('console:notices.statusDraft')}</Tag>;
}
