/**
 * Viewing history (/pages/user/viewed): the notices, draws, plans and plan authors I opened, newest first, a page at a
 * time by the server's cursor; tapping one opens it again, the cross removes it, "Clear all" (after a confirmation)
 * empties the list.
 */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { PageState } from '@racing/shared/src/ui/page-state';
import { Link } from '@racing/shared/src/routing/router';
import { showErrorToast, showToast } from '@racing/shared/src/ui/toast';
import { clearViewHistory, deleteViewedEntries, getViewHistoryPage } from '../features/viewed/api/view-history-api';
import { ViewedRow } from '../features/viewed/components/viewed-row';
import { ListMore } from '../components/list-more';
import '../features/viewed/components/viewed.css';

export default function ViewingHistoryPage() {
  const { t, i18n } = useTranslation();
  // Titles come in the reader's language: a new language starts the list over.
  const list = usePagedList(getViewHistoryPage, [i18n.language]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<number | null>(null);
  const [askingClear, setAskingClear] = useState(false);
  const [clearing, setClearing] = useState(false);

  const entries = list.items.filter((entry) => !removed.has(entry.id));
  const count = list.total === undefined ? undefined : Math.max(0, list.total - removed.size);

  async function remove(id: number) {
    setRemoving(id);
    try {
      await deleteViewedEntries([id]);
      setRemoved((previous) => new Set(previous).add(id));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setRemoving(null);
    }
  }

  async function clearAll() {
    setClearing(true);
    try {
      await clearViewHistory();
      setAskingClear(false);
      setRemoved(new Set());
      await list.refresh();
      showToast(t('viewed.cleared'));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setClearing(false);
    }
  }

  const refresh = async () => {
    await list.refresh();
    setRemoved(new Set());
  };

  return (
    <div className="viewed-page" data-testid="page-viewed">
      <div className="viewed-bar">
        <span data-testid="viewed-count">{count === undefined ? '' : t('viewed.count', { count })}</span>
        <button type="button" data-testid="viewed-clear" disabled={entries.length === 0 || clearing} onClick={() => setAskingClear(true)}>
          {t('viewed.clearAll')}
        </button>
      </div>
      <PageState loading={list.loading} error={list.items.length === 0 ? list.error : undefined} onRetry={() => void list.refresh()}>
        <PullToRefresh onRefresh={refresh} pullingText={t('history.pull')} canReleaseText={t('history.release')} refreshingText={t('shell.loading')} completeText={t('history.refreshed')}>
          {entries.length === 0 ? (
            <div className="viewed-empty" data-testid="viewed-empty">
              <p>{t('viewed.empty')}</p>
              <Link to="/">{t('viewed.goHome')}</Link>
            </div>
          ) : (
            <ul className="viewed-list" data-testid="viewed-list">
              {entries.map((entry) => (
                <ViewedRow key={entry.id} entry={entry} removing={removing === entry.id} onRemove={() => void remove(entry.id)} />
              ))}
            </ul>
          )}
          {entries.length > 0 && <ListMore loadMore={list.loadMore} hasMore={list.hasMore} retryText={t('viewed.loadFailed')} />}
        </PullToRefresh>
      </PageState>
      <Dialog
        visible={askingClear}
        title={t('viewed.clearTitle')}
        content={t('viewed.clearMessage')}
        closeOnMaskClick={!clearing}
        onClose={() => setAskingClear(false)}
        actions={[
          [
            { key: 'cancel', text: t('viewed.cancel'), disabled: clearing, onClick: () => setAskingClear(false) },
            { key: 'confirm', text: t('viewed.clear'), bold: true, danger: true, disabled: clearing, onClick: clearAll },
          ],
        ]}
      />
    </div>
  );
}
