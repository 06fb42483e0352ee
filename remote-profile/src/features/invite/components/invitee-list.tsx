/** The friends who registered with my code, newest first, a page at a time: avatar, nickname and when they joined. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Avatar from 'antd-mobile/es/components/avatar';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { formatDate } from '@racing/shared/src/format/format-date';
import { ListMore } from '../../../components/list-more';
import { getInvitees } from '../api/invite-api';

export function InviteeList() {
  const { t } = useTranslation();
  const list = usePagedList(getInvitees, []);
  return (
    <section className="invitees" data-testid="invitees">
      <h2>
        {t('invite.friends')}
        {list.total !== undefined && <span className="invitees__total">{t('invite.friendCount', { count: list.total })}</span>}
      </h2>
      {list.loading ? (
        <p className="invitees__note">{t('shell.loading')}</p>
      ) : list.items.length === 0 ? (
        list.error ? (
          <p className="invitees__note" role="alert">
            {list.error.message}{' '}
            <button type="button" className="invitees__retry" onClick={() => void list.refresh()}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <p className="invitees__note" data-testid="invitees-empty">
            {t('invite.noFriends')}
          </p>
        )
      ) : (
        <>
          <ul className="invitees__list">
            {list.items.map((friend) => (
              <li key={friend.id} className="invitee" data-testid="invitee">
                <Avatar
                  src={friend.avatar ?? ''}
                  className="invitee__avatar"
                  alt=""
                  fallback={<span className="invitee__initial" aria-hidden="true">{Array.from(friend.nickname)[0] ?? ''}</span>}
                />
                <span className="invitee__name">{friend.nickname}</span>
                <time className="invitee__time" dateTime={friend.registeredAt}>
                  {t('invite.joinedAt', { date: formatDate(friend.registeredAt, 'date') })}
                </time>
              </li>
            ))}
          </ul>
          <ListMore loadMore={list.loadMore} hasMore={list.hasMore} retryText={t('invite.loadFailed')} />
        </>
      )}
    </section>
  );
}
