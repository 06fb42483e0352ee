/** Where the conversation stands, under the title: waiting (and the place in the queue), the agent's name, ended; outside service hours, the hours. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { CsSessionView } from '@racing/shared/src/cs/cs-types';

export const ChatHeader = observer(function ChatHeader({ session }: { session: CsSessionView | null }) {
  const { t } = useTranslation();
  if (!session) return null;
  let status: string;
  let detail: string | null = null;
  if (session.status === 'waiting') {
    status = t('chat.status.waiting');
    if (session.queuePosition) detail = t('chat.status.queuePosition', { position: session.queuePosition });
  } else if (session.status === 'active') {
    status = session.agent ? t('chat.status.active', { agent: session.agent.displayName }) : t('chat.status.activeNoName');
  } else {
    status = t('chat.status.closed');
  }
  const away = session.status !== 'closed' && !session.serviceOpen;
  return (
    <header className={`chat-header chat-header--${session.status}`} data-testid="chat-status" data-status={session.status}>
      <span className="chat-header__dot" aria-hidden="true" />
      <span className="chat-header__text">
        <span className="chat-header__status">{status}</span>
        {detail && <span className="chat-header__detail">{detail}</span>}
        {away && <span className="chat-header__detail">{t('chat.status.away', { hours: session.serviceHours })}</span>}
      </span>
    </header>
  );
});
