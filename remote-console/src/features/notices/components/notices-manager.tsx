/** The notices screen: the list (server-side pages, status filter, keyword) and the editor it opens. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert, Button, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { formatDate } from '@racing/shared/src/format/format-date';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { EllipsisCell, usePhoneScroll } from '../../../lib/table-fit';
import { useAdminPage } from '../../../lib/use-admin-page';
import { getNoticePage, type Notice, type NoticeStatus } from '../api/notices-api';
import { displayTitle, languagesPresent, noticeLanguageOf } from '../notice-texts';
import { NoticeEditor, type NoticePermissions } from './notice-editor';
import { NoticeLanguageLabel } from './notice-language-label';
import { NoticeStatusTag } from './notice-status-tag';

export function NoticesManager({ permissions }: { permissions: NoticePermissions }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<NoticeStatus | undefined>(undefined);
  const [keyWord, setKeyWord] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const table = useAdminPage((paging) => getNoticePage({ ...paging, ...(status ? { status } : {}), ...(keyWord ? { keyWord } : {}) }), [status, keyWord]);

  const scroll = usePhoneScroll();
  const language = noticeLanguageOf(currentLanguage());
  // Widths fit the content area at 1366 px (220 px menu); the title takes what is left.
  const columns: TableColumnsType<Notice> = [
    { title: t('console:notices.columnId'), dataIndex: 'id', width: 70 },
    {
      title: t('console:notices.columnTitle'),
      key: 'title',
      minWidth: 160,
      ellipsis: { showTitle: false },
      render: (_, notice) => {
        const title = displayTitle(notice.texts, language) || t('console:notices.untitled');
        return (
          <EllipsisCell text={title}>
            <Button type="link" style={{ padding: 0, height: 'auto', maxWidth: '100%' }} onClick={() => setEditing(notice.id)} data-testid={`notice-open-${notice.id}`}>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>
            </Button>
          </EllipsisCell>
        );
      },
    },
    {
      title: t('console:notices.columnLanguages'),
      key: 'languages',
      width: 200,
      render: (_, notice) => (
        <Space size={[0, 4]} wrap>
          {languagesPresent(notice.texts).map((present) => (
            <Tag key={present}>
              <NoticeLanguageLabel language={present} />
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('console:notices.columnStatus'), key: 'status', width: 100, render: (_, notice) => <NoticeStatusTag status={notice.status} /> },
    {
      title: t('console:notices.columnPinned'),
      key: 'pinned',
      width: 90,
      render: (_, notice) => (notice.pinned ? <PushpinFilled aria-label={t('console:notices.fieldPinned')} style={{ color: '#1677ff' }} /> : null),
    },
    {
      title: t('console:notices.columnWindow'),
      key: 'window',
      // Wraps to two lines rather than hiding the end of the window.
      width: 190,
      render: (_, notice) =>
        notice.publishFrom || notice.publishUntil
          ? t('console:notices.windowRange', {
              from: notice.publishFrom ? formatDate(notice.publishFrom, 'dateTime') : t('console:notices.windowOpen'),
              until: notice.publishUntil ? formatDate(notice.publishUntil, 'dateTime') : t('console:notices.windowOpen'),
            })
          : t('console:notices.windowAlways'),
    },
    { title: t('console:notices.columnUpdated'), key: 'updated', width: 160, render: (_, notice) => formatDate(notice.updateTime, 'dateTime') },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<NoticeStatus | 'all'>
          data-testid="notices-status-filter"
          style={{ width: 160 }}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            table.firstPage();
          }}
          options={[
            { value: 'all', label: t('console:notices.statusAll') },
            { value: 'draft', label: t('console:notices.statusDraft') },
            { value: 'published', label: t('console:notices.statusPublished') },
          ]}
        />
        <Input.Search
          data-testid="notices-search"
          allowClear
          placeholder={t('console:notices.searchPlaceholder')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyWord(value.trim());
            table.firstPage();
          }}
        />
        {permissions.add && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="notice-new" onClick={() => setEditing('new')}>
            {t('console:notices.new')}
          </Button>
        )}
      </Space>
      {table.error && <Alert type="error" showIcon title={table.error.message} style={{ marginBottom: 16 }} />}
      <Table<Notice>
        data-testid="notices-table"
        rowKey="id"
        columns={columns}
        dataSource={table.rows}
        loading={table.loading}
        scroll={scroll}
        pagination={{ ...table.pagination, showTotal: (total) => t('console:notices.total', { total }) }}
      />
      <NoticeEditor target={editing} permissions={permissions} onClose={() => setEditing(null)} onChanged={table.reload} />
    </>
  );
}
