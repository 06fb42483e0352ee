/** Periods of a day (today's unless a date or a period number is given), filtered by state: result, bets and stakes, detail and cancel. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { useActionFailure } from '../../../lib/use-action-failure';
import { useAdminPage } from '../../../lib/use-admin-page';
import { PERIOD_STATUSES, getPeriodPage, type Period, type PeriodStatus } from '../api/draws-api';
import { PERIOD_STATUS_LABEL_KEYS, isCancellable } from '../period-status';
import { CancelPeriodModal } from './cancel-period-modal';
import { PeriodDetail } from './period-detail';
import { PeriodStatusTag } from './period-status-tag';
import { ResultBalls } from './result-balls';

/** What the server takes as a period number or its first digits. */
const ISSUE_PREFIX = /^\d{1,12}$/;

export function PeriodsTable({ canCancel }: { canCancel: boolean }) {
  const { t } = useTranslation();
  const { success, holder } = useActionFailure();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [status, setStatus] = useState<PeriodStatus | undefined>(undefined);
  const [typedIssue, setTypedIssue] = useState('');
  const [issue, setIssue] = useState('');
  const [issueError, setIssueError] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const [openedVersion, setOpenedVersion] = useState(0);
  const [cancelling, setCancelling] = useState<Period | null>(null);
  const table = useAdminPage(
    (paging) => getPeriodPage({ ...paging, ...(date ? { date: date.format('YYYYMMDD') } : {}), ...(issue ? { issue } : {}), ...(status ? { status } : {}) }),
    [date?.valueOf(), issue, status],
  );

  /** An empty search shows the day's periods again; anything but 1 to 12 digits is refused here, not sent. */
  function searchIssue() {
    const typed = typedIssue.trim();
    const valid = typed === '' || ISSUE_PREFIX.test(typed);
    setIssueError(!valid);
    if (!valid) return;
    setIssue(typed);
    table.firstPage();
  }

  const columns: TableColumnsType<Period> = [
    {
      title: t('console:draws.columnPeriod'),
      key: 'issue',
      render: (_, period) => (
        <Button type="link" style={{ padding: 0 }} data-testid={`period-open-${period.issue}`} onClick={() => setOpened(period.issue)}>
          {period.issue}
        </Button>
      ),
    },
    { title: t('console:draws.columnStatus'), key: 'status', render: (_, period) => <PeriodStatusTag status={period.status} /> },
    { title: t('console:draws.columnDrawAt'), key: 'drawAt', render: (_, period) => formatDate(period.drawAt, 'dateTimeSeconds') },
    { title: t('console:draws.columnResult'), key: 'result', render: (_, period) => <ResultBalls places={period.places} /> },
    { title: t('console:draws.columnBets'), dataIndex: 'bets', key: 'bets', align: 'right' },
    { title: t('console:draws.columnStakes'), key: 'stakes', align: 'right', render: (_, period) => formatMoney(period.stakes) },
  ];
  if (canCancel) {
    columns.push({
      title: t('console:draws.columnActions'),
      key: 'actions',
      render: (_, period) =>
        isCancellable(period.status) ? (
          <Button danger size="small" data-testid={`period-cancel-${period.issue}`} onClick={() => setCancelling(period)}>
            {t('console:draws.cancel')}
          </Button>
        ) : null,
    });
  }

  return (
    <>
      {holder}
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker
          data-testid="period-date"
          value={date}
          onChange={(value) => {
            setDate(value);
            table.firstPage();
          }}
          placeholder={t('console:draws.dateToday')}
        />
        <Select<PeriodStatus | 'all'>
          data-testid="period-status-filter"
          style={{ width: 160 }}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            table.firstPage();
          }}
          options={[{ value: 'all', label: t('console:draws.statusAll') }, ...PERIOD_STATUSES.map((value) => ({ value, label: t(PERIOD_STATUS_LABEL_KEYS[value]) }))]}
        />
        <Space.Compact>
          <Input
            data-testid="period-issue-search"
            allowClear
            inputMode="numeric"
            status={issueError ? 'error' : undefined}
            placeholder={t('console:draws.issueSearch')}
            style={{ width: 240 }}
            value={typedIssue}
            onChange={(event) => setTypedIssue(event.target.value)}
            onPressEnter={searchIssue}
          />
          <Button data-testid="period-issue-submit" onClick={searchIssue}>
            {t('console:draws.search')}
          </Button>
        </Space.Compact>
      </Space>
      {issueError && <Alert type="error" showIcon title={t('console:draws.issueInvalid')} style={{ marginBottom: 12 }} />}
      {table.error && <Alert type="error" showIcon title={table.error.message} style={{ marginBottom: 12 }} />}
      <Table<Period>
        data-testid="periods-table"
        rowKey="issue"
        size="small"
        columns={columns}
        dataSource={table.rows}
        loading={table.loading}
        pagination={table.pagination}
        scroll={{ x: 'max-content' }}
      />
      <PeriodDetail issue={opened} version={openedVersion} onClose={() => setOpened(null)} />
      <CancelPeriodModal
        period={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(cancelled, after) => {
          const label = after === 'refunded' || after === 'cancelled' ? t(PERIOD_STATUS_LABEL_KEYS[after]) : after;
          void success(t('console:draws.cancelDone', { issue: cancelled, status: label }));
          table.reload();
          setOpenedVersion((n) => n + 1);
        }}
      />
    </>
  );
}
