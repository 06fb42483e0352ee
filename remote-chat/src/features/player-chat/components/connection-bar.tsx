/** A thin bar while the chat socket is connecting or reconnecting; nothing while it is live. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
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
