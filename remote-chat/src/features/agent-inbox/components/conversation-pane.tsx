/**
 * The middle column: the open conversation's head (the player, its state, Transfer and Close), its messages, "Player
 * is typing…", and the reply box while the session is mine; a queued session offers Take instead, and a closed or
 * transferred one says so.
 */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '@racing/shared/src/ui/toast';
import type { CsInboxItem } from '../api/inbox-types';
import type { CannedRepliesStore } from '../canned-replies-store';
import type { InboxStore } from '../inbox-store';
import { Composer } from './composer';
import { ConfirmDialog } from './confirm-dialog';
import { playerName } from '../player-name';
import { MessageList } from './message-list';
import { TransferPopup } from './transfer-popup';

function statusText(t: (key: string, options?: Record<string, unknown>) => string, item: CsInboxItem, myId: number): string {
  if (item.status === 'waiting') return t('inbox:conversation.status.waiting');
  if (item.status === 'closed') return t('inbox:conversation.status.closed');
  return item.agent?.id === myId ? t('inbox:conversation.status.mine') : t('inbox:conversation.status.other', { agent: item.agent?.displayName ?? '' });
}

const ConversationHead = observer(function ConversationHead({ store, item }: { store: InboxStore; item: CsInboxItem }) {
  const { t } = useTranslation();
  const [transferring, setTransferring] = useState(false);
  const [closing, setClosing] = useState(false);
  return (
    <header className="inbox-pane-head">
      <Button size="small" fill="none" className="inbox-pane-head__phone-only" onClick={() => store.showPane('list')} data-testid="inbox-back">
        ‹ {t('inbox:back')}
      </Button>
      <div className="inbox-pane-head__who">
        <h2 className="inbox-pane-head__title" data-testid="inbox-conversation-player">
          {playerName(t, item.player)}
        </h2>
        <span className={`inbox-pane-head__status inbox-pane-head__status--${item.status}`} data-testid="inbox-conversation-status">
          {statusText(t, item, store.me.id)}
        </span>
      </div>
      <div className="inbox-pane-head__actions">
        <Button size="small" fill="outline" className="inbox-pane-head__narrow-only" onClick={() => store.showPane('card')} data-testid="inbox-show-card">
          {t('inbox:card.title')}
        </Button>
        {store.canWrite && (
          <>
            <Button size="small" fill="outline" onClick={() => setTransferring(true)} loading={store.busy.has(item.id) && transferring} data-testid="inbox-transfer">
              {t('inbox:conversation.transfer')}
            </Button>
            <Button size="small" color="danger" fill="outline" onClick={() => setClosing(true)} data-testid="inbox-close">
              {t('inbox:conversation.close')}
            </Button>
          </>
        )}
      </div>
      <TransferPopup
        api={store.api}
        myId={store.me.id}
        visible={transferring}
        onClose={() => setTransferring(false)}
        onTransfer={async (agent) => {
          const refusal = await store.transfer(item.id, agent.id);
          if (!refusal) showToast(t('inbox:transfer.done', { agent: agent.displayName }));
          return refusal;
        }}
      />
      <ConfirmDialog
        visible={closing}
        title={t('inbox:conversation.closeConfirm', { player: playerName(t, item.player) })}
        confirmText={t('inbox:conversation.close')}
        testId="inbox-close-confirm"
        onClose={() => setClosing(false)}
        onConfirm={async () => {
          const refusal = await store.close(item.id);
          if (refusal) showToast(refusal, { icon: 'fail' });
        }}
      />
    </header>
  );
});

const ReadOnlyFoot = observer(function ReadOnlyFoot({ store, item }: { store: InboxStore; item: CsInboxItem }) {
  const { t } = useTranslation();
  if (item.status === 'waiting') {
    return (
      <div className="inbox-readonly">
        <span>{t('inbox:conversation.takeToReply')}</span>
        <Button
          size="small"
          color="primary"
          loading={store.busy.has(item.id)}
          onClick={() => void store.take(item.id).then((failure) => failure && showToast(failure, { icon: 'fail' }))}
          data-testid="inbox-take-open"
        >
          {t('inbox:lists.take')}
        </Button>
      </div>
    );
  }
  const text = item.status === 'closed' ? t('inbox:conversation.closedNote') : t('inbox:conversation.otherNote', { agent: item.agent?.displayName ?? '' });
  return (
    <div className="inbox-readonly" data-testid="inbox-readonly">
      <span>{text}</span>
    </div>
  );
});

export const ConversationPane = observer(function ConversationPane({ store, canned }: { store: InboxStore; canned: CannedRepliesStore }) {
  const { t } = useTranslation();
  const item = store.openItem;
  const conversation = store.openConversation;
  if (!item || !conversation) {
    return (
      <section className="agent-inbox__conversation agent-inbox__conversation--empty" data-testid="inbox-no-conversation">
        <p>{t('inbox:conversation.pick')}</p>
      </section>
    );
  }
  return (
    <section className="agent-inbox__conversation" data-testid="inbox-conversation" data-session={item.id} aria-label={playerName(t, item.player)}>
      <ConversationHead store={store} item={item} />
      <MessageList store={store} conversation={conversation} />
      <div className="inbox-typing" aria-live="polite" data-testid="inbox-typing">
        {store.playerTyping.has(item.id) && t('inbox:conversation.typing')}
      </div>
      {store.canWrite ? <Composer key={item.id} store={store} canned={canned} /> : <ReadOnlyFoot store={store} item={item} />}
    </section>
  );
});
