/**
 * One line of the conversation: the player's messages on the right with their ticks (✓ delivered, ✓✓ read), the
 * agent's on the left with a name, system lines centred in the reader's language. Text is shown as text only.
 */
import type { ReactNode } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import { CS_SYSTEM_KEYS, type CsMessage } from '@racing/shared/src/cs/cs-types';
import type { Outgoing, Receipt } from '../player-chat-store';
import { ChatImage } from './chat-image';

function Content({ contentType, content }: { contentType: CsMessage['contentType']; content: string }) {
  // A React text node: whatever the text holds (markup, scripts) is shown, never run.
  if (contentType === 'image') return <ChatImage url={content} />;
  return <p className="chat-bubble__text">{content}</p>;
}

function Bubble({ mine, name, children, meta, testId }: { mine: boolean; name?: string; children: ReactNode; meta: ReactNode; testId: string }) {
  return (
    <li className={mine ? 'chat-row chat-row--mine' : 'chat-row chat-row--agent'} data-testid={testId}>
      {name && <span className="chat-row__name">{name}</span>}
      <div className="chat-bubble">{children}</div>
      <div className="chat-row__meta">{meta}</div>
    </li>
  );
}

const TICKS: Record<Receipt, string> = { sent: '', delivered: '✓', read: '✓✓' };

function ReceiptTicks({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <span className={`chat-ticks chat-ticks--${receipt}`} data-receipt={receipt}>
      <span aria-hidden="true">{TICKS[receipt]}</span>
      <span className="chat-visually-hidden">{t(`chat.${receipt}`)}</span>
    </span>
  );
}

export function SystemLine({ message }: { message: CsMessage }) {
  const { t } = useTranslation();
  const system = message.system;
  if (!system || !(CS_SYSTEM_KEYS as readonly string[]).includes(system.key)) return null;
  return (
    <li className="chat-system" data-testid="chat-system-line">
      {t(`chat.system.${system.key}`, system.params)}
    </li>
  );
}

export function MessageBubble({ message, receipt, showName }: { message: CsMessage; receipt: Receipt; showName: boolean }) {
  const { t } = useTranslation();
  if (message.senderType === 'system') return <SystemLine message={message} />;
  const mine = message.senderType === 'player';
  const time = <time dateTime={message.createTime}>{formatDate(message.createTime, 'HH:mm')}</time>;
  return (
    <Bubble
      mine={mine}
      name={!mine && showName ? (message.senderName ?? t('chat.agent')) : undefined}
      meta={
        <>
          {time}
          {mine && <ReceiptTicks receipt={receipt} />}
        </>
      }
      testId={mine ? 'chat-message-mine' : 'chat-message-agent'}
    >
      <Content contentType={message.contentType} content={message.content} />
    </Bubble>
  );
}

/** A send on its way: a spinner (or the upload's progress), then a retry if it failed. */
export const OutgoingBubble = observer(function OutgoingBubble({ item, onRetry }: { item: Outgoing; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation();
  const percent = item.progress === null ? null : Math.round(item.progress * 100);
  const meta =
    item.status === 'failed' ? (
      <>
        <span className="chat-failed">{t('chat.failed')}</span>
        <button type="button" className="chat-retry" onClick={() => onRetry(item.clientId)} data-testid="chat-retry">
          {t('chat.retry')}
        </button>
      </>
    ) : (
      <span className="chat-spinner" role="status" aria-label={t('chat.sending')} data-testid="chat-sending" />
    );
  return (
    <Bubble mine meta={meta} testId="chat-message-outgoing">
      {item.contentType === 'text' ? (
        <p className="chat-bubble__text">{item.content}</p>
      ) : item.content || item.previewUrl ? (
        <ChatImage url={item.content || item.previewUrl || ''} />
      ) : (
        <span className="chat-image chat-image--pending" aria-hidden="true" />
      )}
      {percent !== null && (
        <span className="chat-upload" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="chat-upload-progress">
          {t('chat.uploading', { percent })}
        </span>
      )}
    </Bubble>
  );
});
