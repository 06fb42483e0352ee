/** #/console/audit: every change operators made, newest first, filtered by operator, action, target, time and a word. */
import { useState, type ComponentProps } from 'react';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import { ConsoleFrame } from '../frame/console-frame';
import { adminPost } from '@racing/shared/src/operator/admin-client';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { useAdminPage, type AdminPage } from '../lib/use-admin-page';
import { useOperator } from '../api/operator-session';
import { EllipsisCell, usePhoneScroll } from '../lib/table-fit';
import { cleanFilters, compactJson, fetchAuditPage, prettyJson, type AuditFilters, type AuditRow } from '../features/audit/audit-api';

type RangeValue = Parameters<NonNullable<ComponentProps<typeof DatePicker.RangePicker>['onChange']>>[0];

interface FilterForm {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  keyWord?: string;
  range?: RangeValue;
}

function toFilters(form: FilterForm): AuditFilters {
  const [from, to] = form.range ?? [];
  return cleanFilters({
    operatorId: form.operatorId ?? undefined,
    action: form.action,
    targetType: form.targetType,
    targetId: form.targetId,
    keyWord: form.keyWord,
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.add(1, 'day').startOf('day').toISOString() : undefined,
  });
}

/** Operators to pick from, when the role may list them; otherwise the operator is typed by id. */
function OperatorFilter() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const listed = can('base:operator:page');
  const { data } = useApiData(
    () => (listed ? adminPost<AdminPage<{ id: number; username: string; displayName: string }>>('/base/operator/page', { page: 1, size: 100 }) : null),
    [listed],
  );
  if (!listed) {
    return (
      <Form.Item name="operatorId" label={t('console:audit.filters.operator')}>
        <InputNumber min={1} precision={0} placeholder={t('console:audit.filters.operatorId')} style={{ width: 140 }} data-testid="audit-filter-operator" />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="operatorId" label={t('console:audit.filters.operator')}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 180 }}
        placeholder={t('console:audit.filters.anyOperator')}
        options={(data?.list ?? []).map((operator) => ({ value: operator.id, label: `${operator.displayName} (${operator.username})` }))}
        data-testid="audit-filter-operator"
      />
    </Form.Item>
  );
}

function ValueCell({ row }: { row: AuditRow }) {
  const text = `${compactJson(row.oldValue, 160)} → ${compactJson(row.newValue, 160)}`;
  return (
    <EllipsisCell text={text}>
      <Typography.Text code style={{ fontSize: 12 }}>
        {text}
      </Typography.Text>
    </EllipsisCell>
  );
}

function ExpandedValues({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  const block = (label: string, value: unknown) => (
    <div style={{ flex: 1, minWidth: 240 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <pre style={{ margin: '4px 0 0', padding: 8, background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
        {prettyJson(value)}
      </pre>
    </div>
  );
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {block(t('console:audit.columns.oldValue'), row.oldValue)}
      {block(t('console:audit.columns.newValue'), row.newValue)}
    </div>
  );
}

function AuditBody() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<AuditFilters>({});
  const { rows, loading, error, pagination, firstPage } = useAdminPage((paging) => fetchAuditPage({ ...filters, ...paging }), [filters]);
  const search = (next: AuditFilters) => {
    setFilters(next);
    firstPage();
  };

  const scroll = usePhoneScroll();

  // Widths fit the content area at 1366 px (220 px menu); the change column takes what is left.
  const columns: TableColumnsType<AuditRow> = [
    {
      title: t('console:audit.columns.who'),
      key: 'who',
      width: 110,
      ellipsis: { showTitle: false },
      render: (_, row) => (
        <EllipsisCell text={row.operatorId === null ? row.operatorName : `${row.operatorName} #${row.operatorId}`}>
          {row.operatorName}
          {row.operatorId !== null && <Typography.Text type="secondary"> #{row.operatorId}</Typography.Text>}
        </EllipsisCell>
      ),
    },
    { title: t('console:audit.columns.when'), dataIndex: 'createTime', width: 160, render: (value: string) => formatDate(value, 'dateTimeSeconds') },
    {
      title: t('console:audit.columns.action'),
      dataIndex: 'action',
      width: 180,
      ellipsis: { showTitle: false },
      render: (value: string) => (
        <EllipsisCell text={value}>
          <Tag style={{ fontFamily: 'monospace', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle' }}>{value}</Tag>
        </EllipsisCell>
      ),
    },
    {
      title: t('console:audit.columns.target'),
      key: 'target',
      width: 110,
      ellipsis: { showTitle: false },
      render: (_, row) => <EllipsisCell text={row.targetId === null ? row.targetType : `${row.targetType} #${row.targetId}`} />,
    },
    { title: t('console:audit.columns.change'), key: 'change', minWidth: 200, ellipsis: { showTitle: false }, render: (_, row) => <ValueCell row={row} /> },
    {
      title: t('console:audit.columns.reason'),
      dataIndex: 'reason',
      width: 140,
      ellipsis: { showTitle: false },
      render: (value: string | null) => (value ? <EllipsisCell text={value} /> : '—'),
    },
    { title: t('console:audit.columns.ip'), dataIndex: 'ip', width: 110, ellipsis: { showTitle: false }, render: (value: string) => <EllipsisCell text={value} /> },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form<FilterForm> form={form} layout="inline" onFinish={(values) => search(toFilters(values))} style={{ rowGap: 8 }}>
          <OperatorFilter />
          <Form.Item name="action" label={t('console:audit.filters.action')}>
            <Input allowClear placeholder="player:player:*" style={{ width: 180 }} data-testid="audit-filter-action" />
          </Form.Item>
          <Form.Item name="targetType" label={t('console:audit.filters.targetType')}>
            <Input allowClear placeholder={t('console:audit.filters.targetTypeHint')} style={{ width: 130 }} data-testid="audit-filter-target-type" />
          </Form.Item>
          <Form.Item name="targetId" label={t('console:audit.filters.targetId')}>
            <Input allowClear style={{ width: 110 }} data-testid="audit-filter-target" />
          </Form.Item>
          <Form.Item name="range" label={t('console:audit.filters.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="audit-filter-dates" />
          </Form.Item>
          <Form.Item name="keyWord" label={t('console:audit.filters.keyWord')}>
            <Input allowClear placeholder={t('console:audit.filters.keyWordHint')} style={{ width: 180 }} data-testid="audit-filter-keyword" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="audit-search">
                {t('console:audit.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
                data-testid="audit-reset"
              >
                {t('console:audit.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Table<AuditRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={scroll}
        expandable={{ expandedRowRender: (row) => <ExpandedValues row={row} /> }}
        data-testid="audit-table"
      />
    </Space>
  );
}

export default function ConsoleAuditPage() {
  return (
    <ConsoleFrame titleKey="console:audit.title" permission="audit:log:page">
      <AuditBody />
    </ConsoleFrame>
  );
}
