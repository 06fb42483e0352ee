/** The player's history in four tabs (order names from the money area's texts), each a server-paginated table: ledger, bets, recharge and withdrawal orders, logins. */
import { Alert, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatOdds } from '@racing/shared/src/format/format-number';
import {
  getPlayerBets,
  getPlayerLedger,
  getPlayerLogins,
  getPlayerOrders,
  isLedgerType,
  type BetRow,
  type BetStatus,
  type LedgerRow,
  type LoginRow,
  type PlayerOrderRow,
} from '../api/players-api';
import { useAdminPage, type AdminPage, type PageQuery } from '../../../lib/use-admin-page';

interface HistoryTableProps<T> {
  load: (paging: PageQuery) => Promise<AdminPage<T>>;
  columns: TableColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => string);
  testId: string;
  /** Changes when the card changed (an adjustment): the table reads its page again. */
  version: number;
}

function HistoryTable<T extends object>({ load, columns, rowKey, testId, version }: HistoryTableProps<T>) {
  const page = useAdminPage(load, [version]);
  return (
    <div data-testid={testId}>
      {page.error && <Alert type="error" showIcon title={page.error.message} style={{ marginBottom: 16 }} />}
      <Table<T> rowKey={rowKey} size="small" columns={columns} dataSource={page.rows} loading={page.loading} pagination={page.pagination} scroll={{ x: 'max-content' }} />
    </div>
  );
}

const time = (value: string | null) => (value ? formatDate(value) : '—');
const money = (cents: number) => formatMoney(cents);
const BET_COLORS: Record<BetStatus, string> = { pending: 'gold', won: 'green', lost: 'default', push: 'blue', refunded: 'purple' };
/** Sessions carry no id in the answer: one starts at a moment, of a kind, until its expiry. */
const loginKey = (login: LoginRow) => `${login.createTime}|${login.loginType}|${login.expireTime}`;

/** `can`: whether the operator's role holds a permission key; only the tabs it may read are offered. */
export function PlayerHistory({ playerId, version, can }: { playerId: number; version: number; can: (permission: string) => boolean }) {
  const { t } = useTranslation();

  const ledgerColumns: TableColumnsType<LedgerRow> = [
    { title: t('console:players.ledger.time'), dataIndex: 'time', render: time },
    { title: t('console:players.ledger.type'), dataIndex: 'type', render: (type: string) => t(`console:players.ledgerType.${isLedgerType(type) ? type : 'other'}`) },
    { title: t('console:players.ledger.amount'), dataIndex: 'amount', align: 'right', render: (cents: number) => formatMoney(cents, { withSign: true }) },
    { title: t('console:players.ledger.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: money },
    { title: t('console:players.ledger.remark'), dataIndex: 'remark', render: (remark: string | null) => remark ?? '' },
  ];
  const betColumns: TableColumnsType<BetRow> = [
    { title: t('console:players.bets.time'), dataIndex: 'createTime', render: time },
    { title: t('console:players.bets.issue'), dataIndex: 'issue' },
    { title: t('console:players.bets.rank'), dataIndex: 'rankId', render: (rankId: number) => (rankId === 0 ? t('console:players.bets.sum') : t('console:players.bets.place', { place: rankId })) },
    { title: t('console:players.bets.item'), dataIndex: 'code' },
    { title: t('console:players.bets.odds'), dataIndex: 'odds', align: 'right', render: (odds: number) => formatOdds(odds / 1000) },
    { title: t('console:players.bets.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('console:players.bets.status'), dataIndex: 'status', render: (status: BetStatus) => <Tag color={BET_COLORS[status]}>{t(`console:players.betStatus.${status}`)}</Tag> },
    { title: t('console:players.bets.payout'), dataIndex: 'payout', align: 'right', render: money },
    { title: t('console:players.bets.settled'), dataIndex: 'settleTime', render: time },
  ];
  const orderColumns: TableColumnsType<PlayerOrderRow> = [
    { title: t('console:players.orders.time'), dataIndex: 'createTime', render: time },
    { title: t('console:players.orders.orderNo'), dataIndex: 'orderNo' },
    { title: t('console:players.orders.kind'), dataIndex: 'kind', render: (kind: PlayerOrderRow['kind']) => t(`console:money.kind.${kind}`) },
    { title: t('console:players.orders.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('console:players.orders.method'), dataIndex: 'method', render: (method: string) => t(`console:money.method.${method}`, { defaultValue: method }) },
    { title: t('console:players.orders.status'), dataIndex: 'status', render: (status: string) => <Tag>{t(`console:money.status.${status}`, { defaultValue: status })}</Tag> },
    { title: t('console:players.orders.finished'), key: 'finished', render: (_value, order) => time(order.payTime ?? order.closeTime) },
    { title: t('console:players.orders.failReason'), dataIndex: 'failReason', render: (reason: string | null) => reason ?? '' },
  ];
  const loginColumns: TableColumnsType<LoginRow> = [
    { title: t('console:players.logins.time'), dataIndex: 'createTime', render: time },
    { title: t('console:players.logins.type'), dataIndex: 'loginType', render: (type: string) => t(`console:players.loginType.${type}`, { defaultValue: type }) },
    { title: t('console:players.logins.expires'), dataIndex: 'expireTime', render: time },
    {
      title: t('console:players.logins.state'),
      key: 'state',
      render: (_value, login) =>
        login.live ? (
          <Tag color="green">{t('console:players.logins.live')}</Tag>
        ) : login.revoked ? (
          <Tag>{login.revokeTime ? t('console:players.logins.revokedAt', { date: time(login.revokeTime) }) : t('console:players.logins.revoked')}</Tag>
        ) : (
          <Tag>{t('console:players.logins.expired')}</Tag>
        ),
    },
  ];

  // Only the tabs this operator's role may read (an agent: bets and logins), so the card never opens on a refusal.
  const tabs = [
    {
      key: 'ledger',
      label: t('console:players.tabs.ledger'),
      children: <HistoryTable testId="player-ledger-table" rowKey="id" columns={ledgerColumns} version={version} load={(paging) => getPlayerLedger(playerId, paging)} />,
    },
    {
      key: 'bets',
      label: t('console:players.tabs.bets'),
      children: <HistoryTable testId="player-bets-table" rowKey="id" columns={betColumns} version={version} load={(paging) => getPlayerBets(playerId, paging)} />,
    },
    {
      key: 'orders',
      label: t('console:players.tabs.orders'),
      children: <HistoryTable testId="player-orders-table" rowKey="orderNo" columns={orderColumns} version={version} load={(paging) => getPlayerOrders(playerId, paging)} />,
    },
    {
      key: 'logins',
      label: t('console:players.tabs.logins'),
      children: <HistoryTable testId="player-logins-table" rowKey={loginKey} columns={loginColumns} version={version} load={(paging) => getPlayerLogins(playerId, paging)} />,
    },
  ].filter((tab) => can(`player:player:${tab.key}`));

  return <Tabs items={tabs} />;
}
