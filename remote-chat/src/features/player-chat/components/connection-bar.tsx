/** A thin bar while the chat socket is connecting or reconnecting; nothing while it is live. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';

export const ConnectionBar = observer(function ConnectionBar() {
  const { t } = useTranslation();
  const { state } = playerSocket;
  if (state !== 'connecting' && state !== 'reconnecting') return null;
  return (
    <p className={`chat-connection chat-connection--${state}`} role="status" data-testid="chat-connection">
      {t(`chat.connection.${state}`)}
    </p>
  );
});
