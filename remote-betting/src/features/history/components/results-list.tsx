/** Draw results, newest first: search by issue or date, pull to refresh, more on scroll, and "verify" on each. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { InfiniteScroll } from '@racing/shared/src/ui/infinite-scroll';
import { formatDate } from '@racing/shared/src/format/format-date';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { NumberBalls } from '../../../components/number-balls';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import { getResults, type DrawResult } from '../../../api/draw-api';

const PAGE_SIZE = 20;

export interface ResultSearch {
  /** The issue's last digits, as players type the number they saw ("1300"); a whole issue is that one. */
  issueEnd?: string;
  /** YYYYMMDD */
  date?: string;
}

/** The search box's text as the API's filter: digits are an issue's end (or the whole issue); a date input gives YYYY-MM-DD. */
export function toResultSearch(issueText: string, dateText: string): ResultSearch {
  const issueEnd = issueText.replace(/\D/g, '').slice(-12);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? dateText.replace(/-/g, '') : undefined;
  return { issueEnd: issueEnd || undefined, date };
}

/** A period number as a route carries it (`issue=`): exactly 12 digits, else none. */
export function periodFromQuery(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{12}$/.test(value) ? value : undefined;
}

export function ResultsList({ onVerify, latestIssue, initialIssue }: { onVerify: (result: DrawResult) => void; latestIssue: string | null; initialIssue?: string }) {
  const { t } = useTranslation();
  // Opened on one period (a draw from the viewing history): start searched to it, clearable like a typed search.
  const [issueText, setIssueText] = useState(initialIssue ?? '');
  const [dateText, setDateText] = useState('');
  const [search, setSearch] = useState<ResultSearch>(() => toResultSearch(initialIssue ?? '', ''));
  const list = usePagedList((cursor) => getResults({ size: PAGE_SIZE, cursor, ...search }), [search.issueEnd, search.date]);

  // A new draw arrived live: show it on top when not searching.
  useEffect(() => {
    if (latestIssue && !search.issueEnd && !search.date && list.items.length > 0 && list.items[0].issue < latestIssue) void list.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new latest issue triggers it; the search and the list are read as they are then
  }, [latestIssue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(toResultSearch(issueText, dateText));
  };

  return (
    <>
      <form className="history-search" onSubmit={submit} role="search">
        <input inputMode="numeric" placeholder={t('history.issuePlaceholder')} aria-label={t('history.issuePlaceholder')} value={issueText} onChange={(e) => setIssueText(e.target.value)} />
        <input type="date" aria-label={t('history.date')} value={dateText} onChange={(e) => setDateText(e.target.value)} />
        <button type="submit" className="chip">{t('history.search')}</button>
        {(search.issueEnd || search.date) && (
          <button type="button" className="chip" onClick={() => { setIssueText(''); setDateText(''); setSearch({}); }}>
            {t('history.clearSearch')}
          </button>
        )}
      </form>
      <PullToRefresh onRefresh={list.refresh} pullingText={t('history.pull')} canReleaseText={t('history.release')} refreshingText={t('shell.loading')} completeText={t('history.refreshed')}>
        {list.loading ? (
          <ListSkeleton />
        ) : list.error && list.items.length === 0 ? (
          <div className="empty" role="alert">
            <p>{list.error.message}</p>
            <button type="button" className="chip" onClick={() => void list.refresh()}>{t('common.retry')}</button>
          </div>
        ) : list.items.length === 0 ? (
          <p className="empty" data-testid="results-empty">{search.issueEnd || search.date ? t('history.noMatch') : t('history.noResults')}</p>
        ) : (
          <ul className="result-list" data-testid="result-list">
            {list.items.map((result) => (
              <li key={result.issue} className="result-row" data-testid={`result-${result.issue}`}>
                <div className="result-row__head">
                  <strong>{t('draw.issue', { issue: result.issue })}</strong>
                  <span className="muted">{formatDate(result.drawAt, 'shortDateTime')}</span>
                  <button type="button" className="chip" onClick={() => onVerify(result)} data-testid="verify-button">
                    {t('history.verify')}
                  </button>
                </div>
                <NumberBalls places={result.places} size="sm" />
              </li>
            ))}
          </ul>
        )}
        {!list.loading && list.items.length > 0 && (
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className="chip" onClick={retry}>{t('common.retry')}</button>
              ) : (
                <span className="muted">{hasMore ? t('shell.loading') : t('history.end')}</span>
              )
            }
          </InfiniteScroll>
        )}
      </PullToRefresh>
    </>
  );
}

export function ListSkeleton() {
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="result-row">
          <div className="skeleton" style={{ height: 16, width: '55%', marginBottom: 8 }} />
          <div className="skeleton" style={{ height: 20 }} />
        </div>
      ))}
    </div>
  );
}
