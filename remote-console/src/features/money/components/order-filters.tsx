/** The order filters of one tab: status (the tab's own), order number, player id and a range of creation days. */
import { Button, DatePicker, Form, Input, Select, Space, type GetProps } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { STATUSES_OF, type OrderKind, type OrderSearch, type OrderStatus } from '../api/money-api';

type DayRange = GetProps<typeof DatePicker.RangePicker>['value'];

interface FilterFields {
  status?: OrderStatus;
  orderNo?: string;
  userId?: string;
  days?: DayRange;
}

export type OrderFilter = Omit<OrderSearch, 'page' | 'size' | 'kind'>;

/** The filter the form describes: blanks left out, the days as the instants from the first day's start to the next day's start (exclusive). */
function filterOf(fields: FilterFields): OrderFilter {
  const orderNo = fields.orderNo?.trim().toUpperCase();
  const userId = fields.userId?.trim();
  const [first, last] = fields.days ?? [];
  return {
    status: fields.status,
    orderNo: orderNo || undefined,
    userId: userId && /^\d+$/.test(userId) ? Number(userId) : undefined,
    from: first ? first.startOf('day').toISOString() : undefined,
    to: last ? last.add(1, 'day').startOf('day').toISOString() : undefined,
  };
}

export function OrderFilters({ kind, onSearch }: { kind: OrderKind; onSearch: (filter: OrderFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterFields>();

  return (
    <Form form={form} layout="inline" onFinish={(fields) => onSearch(filterOf(fields))} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="status">
        <Select<OrderStatus>
          allowClear
          placeholder={t('console:money.filters.status')}
          aria-label={t('console:money.filters.status')}
          style={{ width: 160 }}
          data-testid="orders-filter-status"
          options={STATUSES_OF[kind].map((status) => ({ value: status, label: t(`console:money.status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="orderNo" rules={[{ pattern: /^\s*([RWrw]\d{19})?\s*$/, message: t('console:money.filters.orderNoFormat') }]}>
        <Input allowClear placeholder={t('console:money.filters.orderNo')} aria-label={t('console:money.filters.orderNo')} data-testid="orders-filter-order-no" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="userId" rules={[{ pattern: /^\s*\d*\s*$/, message: t('console:money.filters.userIdDigits') }]}>
        <Input allowClear inputMode="numeric" placeholder={t('console:money.filters.userId')} aria-label={t('console:money.filters.userId')} data-testid="orders-filter-user" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="days">
        <DatePicker.RangePicker aria-label={t('console:money.filters.days')} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="orders-search">
            {t('console:money.filters.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('console:money.filters.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
