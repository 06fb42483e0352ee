/** The left column: the queue (waiting players, oldest first, each with Take) and My sessions (latest activity first, unread badges). */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { showToast } from '@racing/shared/src/ui/toast';
import type { CsInboxItem } from '../api/inbox-types';
import type { InboxStore } from '../inbox-store';
import { messagePreview, rowTime } from '../message-texts';
import { playerName } from '../player-name';
import { PlayerAvatar } from './player-avatar';

const SessionRow = observer(function SessionRow({ store, item, inQueue }: { store: InboxStore; item: CsInboxItem; inQueue: boolean }) {
  const { t } = useTranslation();
  const open = store.openId === item.id;
  const typing = store.playerTyping.has(item.id);
  const name = playerName(t, item.player);
  async function take() {
    const failure = await store.take(item.id);
    if (failure) showToast(failure, { icon: 'fail' });
  }
  return (
    <li className={`inbox-row${open ? ' inbox-row--open' : ''}`}>
      <button type="button" className="inbox-row__main" onClick={() => store.open(item.id)} aria-current={open || undefined} data-testid={`inbox-session-${item.id}`}>
        <PlayerAvatar name={name} url={item.player.avatarUrl} />
        <span className="inbox-row__body">
          <span className="inbox-row__top">
            <span className="inbox-row__name">{name}</span>
            <time className="inbox-row__time" dateTime={item.updateTime}>
              {rowTime(inQueue ? item.createTime : item.updateTime)}
            </time>
          </span>
          <span className={`inbox-row__preview${typing ? ' inbox-row__preview--typing' : ''}`}>
            {typing ? t('inbox:conversation.typing') : messagePreview(t, item.lastMessage)}
          </span>
        </span>
        {item.unread > 0 && (
          <Badge
            className="inbox-row__badge"
            content={formatNumber(item.unread)}
            aria-label={t('inbox:lists.unread', { count: item.unread })}
            data-testid={`inbox-unread-${item.id}`}
          />
        )}
      </button>
      {inQueue && (
        <Button size="mini" color="primary" className="inbox-row__take" loading={store.busy.has(item.id)} onClick={() => void take()} data-testid={`inbox-take-${item.id}`}>
          {t('inbox:lists.take')}
        </Button>
      )}
    </li>
  );
});

const SessionSection = observer(function SessionSection({ store, items, inQueue }: { store: InboxStore; items: CsInboxItem[]; inQueue: boolean }) {
  const { t } = useTranslation();
  const testId = inQueue ? 'inbox-queue' : 'inbox-mine';
  return (
    <section className="inbox-lists__section" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 className="inbox-lists__title" id={`${testId}-title`}>
        {inQueue ? t('inbox:lists.queue') : t('inbox:lists.mine')}
        <span className="inbox-lists__count">{formatNumber(items.length)}</span>
      </h2>
      {items.length === 0 ? (
        <p className="inbox-lists__empty">{inQueue ? t('inbox:lists.queueEmpty') : t('inbox:lists.mineEmpty')}</p>
      ) : (
        <ul className="inbox-lists__rows">
          {items.map((item) => (
            <SessionRow key={item.id} store={store} item={item} inQueue={inQueue} />
          ))}
        </ul>
      )}
    </section>
  );
});

export const SessionLists = observer(function SessionLists({ store }: { store: InboxStore }) {
  const { t } = useTranslation();
  return (
    <aside className="agent-inbox__lists">
      {store.listsError && (
        <div className="inbox-error" role="alert">
          <span>{store.listsError}</span>
          <Button size="mini" onClick={() => void store.loadLists()}>
            {t('inbox:retry')}
          </Button>
        </div>
      )}
      <SessionSection store={store} items={store.queue} inQueue />
      <SessionSection store={store} items={store.mine} inQueue={false} />
    </aside>
  );
});
