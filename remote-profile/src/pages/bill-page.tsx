/**
 * Bill (/pages/user/bill): my balance log, newest first, a page at a time by the server's cursor (a player with a
 * hundred thousand rows loads twenty at a time), filtered by type, with pull to refresh and the server's totals (money in,
 * money out and entries of the filter, kept with every ledger row).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getBalanceLogPage, getBalanceLogSummary, getBalanceLogTypes } from '../features/bill/api/balance-log-api';
import { BillTypeFilter } from '../features/bill/components/bill-type-filter';
import { BillSummary } from '../features/bill/components/bill-summary';
import { BillRow } from '../features/bill/components/bill-row';
import { ListMore } from '../components/list-more';
import '../features/bill/components/bill.css';

const BILL_PAGE_SIZE = 20;

export default function BillPage() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<number | undefined>(undefined);
  const types = useApiData(getBalanceLogTypes, []);
  const summary = useApiData(() => getBalanceLogSummary(type), [type]);
  // The remarks come in the reader's language: a new language starts the list over.
  const log = usePagedList(
    (cursor) => getBalanceLogPage({ size: BILL_PAGE_SIZE, ...(type === undefined ? {} : { type }), ...(cursor === undefined ? {} : { cursor }) }),
    [type, i18n.language],
  );
  const labels = useMemo(() => new Map((types.data ?? []).map((entry) => [entry.value, entry.label])), [types.data]);
  const labelOf = (value: number) => labels.get(value) ?? '';
  const listError = log.items.length === 0 ? log.error : undefined;
  const refresh = () => {
    summary.reload();
    return log.refresh();
  };

  return (
    <div className="bill-page" data-testid="page-bill">
      <BillSummary summary={summary.data} typeLabel={type === undefined ? t('bill.all') : labelOf(type)} />
      <BillTypeFilter types={types.data ?? []} value={type} onChange={setType} />
      <PageState
        loading={(types.loading && !types.data) || log.loading}
        error={types.error ?? listError}
        onRetry={() => {
          if (types.error) types.reload();
          if (listError) void refresh();
        }}
      >
        <PullToRefresh onRefresh={refresh} pullingText={t('history.pull')} canReleaseText={t('history.release')} refreshingText={t('shell.loading')} completeText={t('history.refreshed')}>
          {log.items.length === 0 ? (
            <p className="bill-empty" data-testid="bill-empty">
              {type === undefined ? t('bill.empty') : t('bill.emptyFiltered')}
            </p>
          ) : (
            <ul className="bill-list" data-testid="bill-list">
              {log.items.map((entry) => (
                <BillRow key={entry.id} entry={entry} typeLabel={labelOf(entry.type)} />
              ))}
            </ul>
          )}
          {log.items.length > 0 && <ListMore loadMore={log.loadMore} hasMore={log.hasMore} retryText={t('bill.loadFailed')} />}
        </PullToRefresh>
      </PageState>
    </div>
  );
}
