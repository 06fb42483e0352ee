/**
 * The conversation, scrollable: the newest at the bottom (kept in view while the player is there, and after their own
 * sends), older pages loaded when scrolled to the top without moving what is on screen, a date line where the day
 * changes, the sends on their way, the agent typing, and the rating card once the conversation has ended.
 */
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';
import type { PlayerChatStore } from '../player-chat-store';
import { MessageBubble, OutgoingBubble } from './message-bubble';

/** Within this distance of the top, the page before is fetched; of the bottom, new messages keep the bottom in view. */
const NEAR_TOP_PX = 48;
const NEAR_BOTTOM_PX = 96;

const dayOf = (message: CsMessage) => formatDate(message.createTime, 'date');

export const MessageList = observer(function MessageList({ store, footer }: { store: PlayerChatStore; footer?: ReactNode }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  /** Measured just before older messages are asked for, to put the view back where it was once they are in. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  const outgoingBefore = useRef(0);
  const { messages, outgoing, loadingOlder, agentTyping } = store;

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < NEAR_TOP_PX && store.hasOlder && !store.loadingOlder) {
      anchor.current = { height: element.scrollHeight, top: element.scrollTop };
      void store.loadOlder();
    }
  }

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const sentNow = outgoing.length > outgoingBefore.current;
    outgoingBefore.current = outgoing.length;
    if (anchor.current && !loadingOlder) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (atBottom.current || sentNow) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [messages, outgoing.length, loadingOlder, agentTyping, store.session?.status]);

  // A picture that finishes loading grows its bubble: stay at the bottom if the player was there.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onLoad = () => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    };
    element.addEventListener('load', onLoad, true);
    return () => element.removeEventListener('load', onLoad, true);
  }, []);

  return (
    <div className="chat-scroller" ref={scroller} onScroll={onScroll} data-testid="chat-scroller">
      {loadingOlder && (
        <p className="chat-note" role="status">
          {t('chat.loadingOlder')}
        </p>
      )}
      {store.loadedOlder && !store.hasOlder && <p className="chat-note">{t('chat.beginning')}</p>}
      {store.phase === 'ready' && messages.length === 0 && outgoing.length === 0 && <p className="chat-note chat-note--empty">{t('chat.empty')}</p>}
      <ul className="chat-messages" role="log" aria-label={t('titles.chat')}>
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || dayOf(previous) !== dayOf(message);
          const showName = newDay || previous.senderType !== message.senderType || previous.senderName !== message.senderName;
          return (
            <Fragment key={message.id}>
              {newDay && <li className="chat-day">{dayOf(message)}</li>}
              <MessageBubble message={message} receipt={store.receiptOf(message)} showName={showName} />
            </Fragment>
          );
        })}
        {outgoing.map((item) => (
          <OutgoingBubble key={item.clientId} item={item} onRetry={store.retry} />
        ))}
        {agentTyping && (
          <li className="chat-typing" role="status" data-testid="chat-typing">
            {t('chat.typing')}
          </li>
        )}
      </ul>
      {footer}
    </div>
  );
});
