/** The foot of a list read a page at a time: loads the next page as it scrolls into view, says so, says when the end is reached, and offers a retry when a page failed. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { InfiniteScroll } from '@racing/shared/src/ui/infinite-scroll';
import './list-more.css';

interface ListMoreProps {
  /** From usePagedList. */
  loadMore: () => Promise<void>;
  hasMore: boolean;
  /** The list's own words for "that page did not load, tap to try again". */
  retryText: string;
}

export function ListMore({ loadMore, hasMore, retryText }: ListMoreProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
      {(more, failed, retry) => (
        <div className="list-more">
          {failed ? (
            <button type="button" className="list-more__retry" onClick={retry}>
              {retryText}
            </button>
          ) : more ? (
            t('shell.loading')
          ) : (
            t('history.end')
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}
