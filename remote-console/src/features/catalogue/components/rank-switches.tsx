/** Every rank of the board with how many of its items are on, and a switch that turns the whole rank on or off. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Switch, Table, type TableColumnsType } from 'antd';
import type { CatalogueRank } from '../api/catalogue-api';

export interface RankSwitchesProps {
  ranks: CatalogueRank[];
  loading: boolean;
  canEdit: boolean;
  /** The rank being switched, its switch busy meanwhile. */
  busyId: number | null;
  onSwitch: (rank: CatalogueRank, on: boolean) => void;
}

export function RankSwitches({ ranks, loading, canEdit, busyId, onSwitch }: RankSwitchesProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CatalogueRank> = [
    { title: t('console:catalogue.columnRank'), dataIndex: 'name', key: 'name' },
    {
      title: t('console:catalogue.columnItemsOn'),
      key: 'items',
      render: (_, rank) => t('console:catalogue.itemsOn', { on: rank.enabledItems, total: rank.items }),
    },
    {
      title: t('console:catalogue.columnStatus'),
      key: 'status',
      render: (_, rank) => (
        <Switch
          data-testid={`rank-switch-${rank.id}`}
          checked={rank.status === 1}
          disabled={!canEdit || busyId === rank.id}
          loading={busyId === rank.id}
          onChange={(on) => onSwitch(rank, on)}
          checkedChildren={t('console:catalogue.on')}
          unCheckedChildren={t('console:catalogue.off')}
        />
      ),
    },
  ];
  return <Table<CatalogueRank> data-testid="ranks-table" rowKey="id" size="small" columns={columns} dataSource={ranks} loading={loading} pagination={false} scroll={{ x: 'max-content' }} />;
}
