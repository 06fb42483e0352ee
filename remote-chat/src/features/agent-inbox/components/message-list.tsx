/**
 * The conversation's messages, oldest at the top: scrolled to the newest when it opens and when something arrives
 * while the agent is at the bottom; scrolling to the top reads the page before (`beforeId`) and keeps the agent's
 * place in the text.
 */
import { Fragment, useLayoutEffect, useRef } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ConversationStore } from '../conversation-store';
import type { InboxStore } from '../inbox-store';
import { differentDay } from '../message-texts';
import { DayLine, MessageBubble, PendingBubble } from './message-bubble';

/** Within this many px of an edge counts as at it. */
const EDGE_PX = 48;

export const MessageList = observer(function MessageList({ store, conversation }: { store: InboxStore; conversation: ConversationStore }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { messages, pending, sessionId } = conversation;
  const seen = useRef({ sessionId, firstId: undefined as number | undefined, pendingCount: 0, scrollHeight: 0, atBottom: true });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    const firstId = messages[0]?.id;
    const sameSession = before.sessionId === sessionId;
    const olderAbove = sameSession && before.firstId !== undefined && firstId !== undefined && firstId < before.firstId;
    const justSent = sameSession && pending.length > before.pendingCount;
    let atBottom = before.atBottom;
    if (olderAbove) {
      // Older messages came in above: what the agent was reading stays where it was.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (!sameSession || before.atBottom || justSent) {
      element.scrollTop = element.scrollHeight;
      atBottom = true;
    }
    seen.current = { sessionId, firstId, pendingCount: pending.length, scrollHeight: element.scrollHeight, atBottom };
  }, [messages, pending.length, sessionId]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    seen.current.scrollHeight = element.scrollHeight;
    if (element.scrollTop < EDGE_PX && conversation.hasMore) void conversation.loadOlder();
  }

  return (
    <div className="inbox-messages" ref={scroller} onScroll={onScroll} data-testid="inbox-messages" aria-live="polite">
      {conversation.hasMore && (
        <div className="inbox-messages__older">
          {conversation.loadingOlder ? (
            <DotLoading />
          ) : (
            <Button size="mini" fill="none" color="primary" onClick={() => void conversation.loadOlder()} data-testid="inbox-older">
              {t('inbox:conversation.older')}
            </Button>
          )}
        </div>
      )}
      {conversation.loaded && !conversation.hasMore && messages.length > 0 && <p className="inbox-messages__start">{t('inbox:conversation.beginning')}</p>}
      {conversation.loading && !conversation.loaded && (
        <div className="inbox-messages__loading">
          <DotLoading />
        </div>
      )}
      {conversation.error && (
        <div className="inbox-error" role="alert">
          <span>{conversation.error}</span>
          <Button size="mini" onClick={() => void (conversation.loaded ? conversation.catchUp() : conversation.loadLatest())}>
            {t('inbox:retry')}
          </Button>
        </div>
      )}
      <ol className="inbox-messages__list">
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {(index === 0 || differentDay(messages[index - 1].createTime, message.createTime)) && <DayLine time={message.createTime} />}
            <MessageBubble message={message} myName={store.me.displayName} />
          </Fragment>
        ))}
        {pending.map((message) => (
          <PendingBubble key={message.clientId} store={store} conversation={conversation} pending={message} />
        ))}
      </ol>
    </div>
  );
});
