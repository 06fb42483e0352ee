/**
 * Customer-service chat (/uni_modules/cool-cs/pages/chat): the player's conversation with an agent, live over the chat
 * socket: status, history (older pages on scrolling up), optimistic sends of text and pictures with retry, ticks,
 * typing, the rating once it has ended and a new conversation after it.
 */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { usePlayerChat } from '../features/player-chat/use-player-chat';
import { useTypingSignal } from '../features/player-chat/use-typing-signal';
import { ChatHeader } from '../features/player-chat/components/chat-header';
import { ConnectionBar } from '../features/player-chat/components/connection-bar';
import { MessageList } from '../features/player-chat/components/message-list';
import { Composer } from '../features/player-chat/components/composer';
import { RatingCard } from '../features/player-chat/components/rating-card';
import { TimedOutScreen } from '../features/player-chat/components/timed-out-screen';
import '../features/player-chat/components/player-chat.css';

export default observer(function ChatPage() {
  const { t } = useTranslation();
  const { store, timedOut, retry } = usePlayerChat();
  const { session } = store;
  const typing = useTypingSignal(session?.id);
  const closed = session?.status === 'closed';

  return (
    <section className="player-chat" data-testid="page-chat">
      <ChatHeader session={session} />
      {!timedOut && <ConnectionBar />}
      {store.phase === 'opening' && store.messages.length === 0 ? (
        <p className="chat-note chat-note--opening" role="status">
          {t('shell.loading')}
        </p>
      ) : (
        <MessageList store={store} footer={closed && session ? <RatingCard session={session} onRate={store.rate} /> : undefined} />
      )}
      {closed ? (
        <div className="chat-closed-bar">
          <button type="button" className="chat-button chat-button--primary" onClick={() => void store.startNewConversation()} data-testid="chat-new-conversation">
            {t('chat.newConversation')}
          </button>
        </div>
      ) : (
        <Composer
          onSendText={store.sendText}
          onSendImage={(file) => store.sendImage(file, file.name)}
          onTyped={typing.typed}
          onStoppedTyping={typing.stopped}
        />
      )}
      {timedOut && <TimedOutScreen onRetry={retry} />}
    </section>
  );
});
