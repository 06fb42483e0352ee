/** The hash chains, newest first: each day's commitment (published before its first period) and how many periods it drew or lost. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '@racing/shared/src/format/format-date';
import { useAdminPage } from '../../../lib/use-admin-page';
import { getChainPage, type DrawChain } from '../api/draws-api';
import { businessDay } from '../period-status';

export function ChainsTable() {
  const { t } = useTranslation();
  const table = useAdminPage((paging) => getChainPage(paging), []);
  const columns: TableColumnsType<DrawChain> = [
    { title: t('console:draws.columnChainDate'), key: 'date', render: (_, chain) => formatDate(businessDay(chain.chainId) ?? chain.chainId, 'date') || chain.chainId },
    {
      title: t('console:draws.columnCommitment'),
      key: 'commitment',
      render: (_, chain) => (
        <Typography.Text code copyable={{ text: chain.commitment }} ellipsis style={{ maxWidth: 260 }}>
          {chain.commitment}
        </Typography.Text>
      ),
    },
    { title: t('console:draws.columnPeriods'), key: 'periods', render: (_, chain) => t('console:draws.chainPeriods', { periods: chain.periods, length: chain.length }) },
    { title: t('console:draws.columnDrawn'), dataIndex: 'drawn', key: 'drawn' },
    { title: t('console:draws.columnCancelled'), dataIndex: 'cancelled', key: 'cancelled' },
    { title: t('console:draws.columnFirstPeriod'), dataIndex: 'firstIssue', key: 'firstIssue' },
    { title: t('console:draws.columnAlgorithm'), dataIndex: 'algorithm', key: 'algorithm' },
    { title: t('console:draws.columnCommitted'), key: 'created', render: (_, chain) => formatDate(chain.createTime, 'dateTime') },
  ];
  return (
    <>
      {table.error && <Alert type="error" showIcon title={table.error.message} style={{ marginBottom: 12 }} />}
      <Table<DrawChain> data-testid="chains-table" rowKey="chainId" size="small" columns={columns} dataSource={table.rows} loading={table.loading} pagination={table.pagination} scroll={{ x: 'max-content' }} />
    </>
  );
}
