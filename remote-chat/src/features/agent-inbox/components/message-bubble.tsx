/**
 * One line of the conversation: the player's words on the left, the agents' on the right with their receipt (sent,
 * delivered, read), a system line centred and translated. Text is rendered as text, never as markup; an image opens
 * full screen when tapped.
 */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatNumber } from '@racing/shared/src/format/format-number';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';
import type { ConversationStore, PendingMessage } from '../conversation-store';
import type { InboxStore } from '../inbox-store';
import { safeImageUrl, systemLine } from '../message-texts';

function MessageImage({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const src = safeImageUrl(url);
  if (!src) return <span className="inbox-bubble__text inbox-bubble__text--muted">{t('inbox:message.imageUnavailable')}</span>;
  return (
    <>
      <button type="button" className="inbox-bubble__image" onClick={() => setViewing(true)} aria-label={t('inbox:message.openImage')}>
        <img src={src} alt={label} loading="lazy" />
      </button>
      <ImageViewer image={src} visible={viewing} onClose={() => setViewing(false)} maxZoom={4} />
    </>
  );
}

type Receipt = 'sent' | 'delivered' | 'read';

function Ticks({ receipt, testId }: { receipt: Receipt; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inbox-ticks inbox-ticks--${receipt}`} title={t(`inbox:message.${receipt}`)} aria-label={t(`inbox:message.${receipt}`)} data-testid={testId} data-receipt={receipt}>
      {receipt === 'sent' ? '✓' : '✓✓'}
    </span>
  );
}

export function MessageBubble({ message, myName }: { message: CsMessage; myName: string }) {
  const { t } = useTranslation();
  const testId = `inbox-message-${message.id}`;
  if (message.senderType === 'system' || message.contentType === 'system') {
    return (
      <li className="inbox-system" data-testid={testId}>
        <span>{systemLine(t, message.system)}</span>
      </li>
    );
  }
  const ours = message.senderType === 'agent';
  // Another agent's words in this conversation (before a transfer) carry their name.
  const name = ours ? (message.senderName && message.senderName !== myName ? message.senderName : null) : null;
  const receipt: Receipt = message.read ? 'read' : message.delivered ? 'delivered' : 'sent';
  return (
    <li className={`inbox-bubble-row inbox-bubble-row--${ours ? 'ours' : 'theirs'}`} data-testid={testId}>
      {name && <span className="inbox-bubble__name">{name}</span>}
      <div className="inbox-bubble">
        {message.contentType === 'image' ? (
          <MessageImage url={message.content} label={t('inbox:message.image', { name: message.senderName ?? '' })} />
        ) : (
          <span className="inbox-bubble__text">{message.content}</span>
        )}
      </div>
      <span className="inbox-bubble__meta">
        <time dateTime={message.createTime}>{formatDate(message.createTime, 'HH:mm')}</time>
        {ours && <Ticks receipt={receipt} testId={`inbox-receipt-${message.id}`} />}
      </span>
    </li>
  );
}

/** A send not yet stored: its progress, or why it failed with Retry and Remove. */
export const PendingBubble = observer(function PendingBubble({ store, conversation, pending }: { store: InboxStore; conversation: ConversationStore; pending: PendingMessage }) {
  const { t } = useTranslation();
  const percent = pending.progress === null ? null : Math.round(pending.progress * 100);
  return (
    <li className="inbox-bubble-row inbox-bubble-row--ours inbox-bubble-row--pending" data-testid={`inbox-pending-${pending.clientId}`} data-status={pending.status}>
      <div className="inbox-bubble">
        {pending.contentType === 'image' ? (
          <span className="inbox-bubble__upload">
            {pending.content ? <img src={pending.content} alt="" /> : <span className="inbox-bubble__text inbox-bubble__text--muted">{t('inbox:preview.image')}</span>}
            {percent !== null && pending.status === 'sending' && (
              <span className="inbox-bubble__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <ProgressBar percent={percent} />
                {t('inbox:message.uploading', { percent: formatNumber(percent) })}
              </span>
            )}
          </span>
        ) : (
          <span className="inbox-bubble__text">{pending.content}</span>
        )}
      </div>
      <span className="inbox-bubble__meta">
        {pending.status === 'sending' ? (
          <span className="inbox-bubble__state">{t('inbox:message.sending')}</span>
        ) : (
          <span className="inbox-bubble__failed" role="alert">
            {t('inbox:message.failed')}
            {pending.error ? `: ${pending.error}` : ''}
            <Button size="mini" fill="none" color="primary" onClick={() => store.retry(conversation.sessionId, pending.clientId)} data-testid="inbox-retry">
              {t('inbox:message.retry')}
            </Button>
            <Button size="mini" fill="none" onClick={() => conversation.discard(pending.clientId)}>
              {t('inbox:message.discard')}
            </Button>
          </span>
        )}
      </span>
    </li>
  );
});

/** The day the messages below it were written. */
export function DayLine({ time }: { time: string }) {
  return (
    <li className="inbox-day">
      <span>{formatDate(time, 'date')}</span>
    </li>
  );
}
