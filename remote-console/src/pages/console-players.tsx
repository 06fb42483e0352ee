/** Players (/console/players): search by phone, nickname or id, filter by account state; a row opens the player's card. */
import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useNavigate } from '@racing/shared/src/routing/router';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { ConsoleFrame } from '../frame/console-frame';
import { PLAYER_STATUSES, searchPlayers, type PlayerRow, type PlayerStatus } from '../features/players/api/players-api';
import { PlayerStatusTag } from '../features/players/components/player-status-tag';
import { useAdminPage } from '../lib/use-admin-page';
import { playerPath } from '../features/players/player-path';

export default function ConsolePlayersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<{ keyWord: string; status: PlayerStatus | undefined }>({ keyWord: '', status: undefined });
  const players = useAdminPage(
    (paging) => searchPlayers({ ...paging, keyWord: search.keyWord || undefined, status: search.status }),
    [search.keyWord, search.status],
  );

  function searchFor(next: Partial<typeof search>) {
    players.firstPage();
    setSearch((current) => ({ ...current, ...next }));
  }

  const columns: TableColumnsType<PlayerRow> = [
    { title: t('console:players.columns.id'), dataIndex: 'id', width: 90 },
    { title: t('console:players.columns.phone'), dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
    { title: t('console:players.columns.nickname'), dataIndex: 'nickname', render: (nickname: string) => nickname || '—' },
    { title: t('console:players.columns.balance'), dataIndex: 'balance', align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('console:players.columns.status'), dataIndex: 'status', render: (status: PlayerStatus) => <PlayerStatusTag status={status} /> },
    { title: t('console:players.columns.created'), dataIndex: 'createTime', render: (time: string) => formatDate(time) },
    { title: t('console:players.columns.bets'), dataIndex: 'bets', align: 'right', render: (bets: number) => formatNumber(bets) },
  ];

  return (
    <ConsoleFrame titleKey="console:players.title" permission="player:player:page">
      <Form layout="inline" onFinish={() => searchFor({ keyWord: typed.trim() })} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item>
          <Input
            data-testid="player-search"
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('console:players.searchPlaceholder')}
            aria-label={t('console:players.searchPlaceholder')}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item>
          <Select<PlayerStatus>
            allowClear
            value={search.status}
            onChange={(status) => searchFor({ status })}
            placeholder={t('console:players.statusFilter')}
            aria-label={t('console:players.statusFilter')}
            style={{ width: 160 }}
            options={PLAYER_STATUSES.map((status) => ({ value: status, label: t(`console:players.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="player-search-submit">
            {t('console:players.search')}
          </Button>
        </Form.Item>
      </Form>
      {players.error && <Alert type="error" showIcon title={players.error.message} style={{ marginBottom: 16 }} />}
      <div data-testid="players-table">
        <Table<PlayerRow>
          rowKey="id"
          columns={columns}
          dataSource={players.rows}
          loading={players.loading}
          pagination={players.pagination}
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ onClick: () => navigate(playerPath(row.id)), style: { cursor: 'pointer' }, 'data-testid': `player-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </div>
    </ConsoleFrame>
  );
}
