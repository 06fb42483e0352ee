/**
 * The agent inbox: behind the operator gate, the queue and my sessions, the open conversation and the player's card,
 * side by side on a wide screen (three columns from 1024 px) and one at a time on a phone (list → conversation →
 * card, each with Back). The socket and the store live as long as the inbox is on screen.
 */
import { useEffect, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import { CONSOLE_SIGN_IN_PATH } from '@racing/shared/src/operator/admin-client';
import { operatorStore, type OperatorPerson } from '@racing/shared/src/operator/operator-store';
import { createInboxApi, type InboxApi } from '../api/inbox-api';
import { CannedRepliesStore } from '../canned-replies-store';
import { InboxStore } from '../inbox-store';
import type { LoadSocketClient } from '../inbox-socket';
import { CannedManager } from './canned-manager';
import { ConversationPane } from './conversation-pane';
import { OperatorGate } from './operator-gate';
import { PlayerCardPane } from './player-card';
import { SessionLists } from './session-lists';
import './agent-inbox.css';

/** Three columns fit from here (the CSS says the same). */
export const WIDE_QUERY = '(min-width: 1024px)';

export interface AgentInboxProps {
  /** The calls; the operator client's unless a test hands in its own. */
  api?: InboxApi;
  /** socket.io-client; imported when the inbox opens unless a test hands in a fake. */
  loadSocketClient?: LoadSocketClient;
}

/** Keeps the store told whether three columns fit and whether the page is in the foreground (what "on screen" means). */
function useScreenFacts(store: InboxStore): void {
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
    const onMedia = () => store.setWide(media?.matches ?? true);
    const onVisibility = () => store.setDocumentVisible(document.visibilityState !== 'hidden');
    onMedia();
    onVisibility();
    media?.addEventListener('change', onMedia);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onVisibility);
    return () => {
      media?.removeEventListener('change', onMedia);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onVisibility);
    };
  }, [store]);
}

const InboxHeader = observer(function InboxHeader({ store, onCanned }: { store: InboxStore; onCanned: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="agent-inbox__bar">
      <h1 className="agent-inbox__title">{t('inbox:title')}</h1>
      <span className={`inbox-connection inbox-connection--${store.connection}`} data-testid="inbox-connection" data-state={store.connection}>
        {t(`inbox:connection.${store.connection}`)}
      </span>
      <span className="agent-inbox__me">{t('inbox:signedInAs', { name: store.me.displayName })}</span>
      <Button size="small" fill="outline" onClick={onCanned} data-testid="inbox-canned-open-manager">
        {t('inbox:canned.manageTitle')}
      </Button>
      <a className="agent-inbox__console" href={`#${CONSOLE_SIGN_IN_PATH}`}>
        {t('inbox:toConsole')}
      </a>
    </header>
  );
});

const InboxWorkspace = observer(function InboxWorkspace({ me, api, loadSocketClient }: AgentInboxProps & { me: OperatorPerson }) {
  const [store] = useState(() => new InboxStore({ api: api ?? createInboxApi(), me, token: () => operatorStore.token, loadSocketClient }));
  const [canned] = useState(() => new CannedRepliesStore(store.api));
  const [managing, setManaging] = useState(false);
  useScreenFacts(store);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  return (
    <div className="agent-inbox" data-pane={store.pane} data-testid="agent-inbox">
      <InboxHeader store={store} onCanned={() => setManaging(true)} />
      <div className="agent-inbox__columns">
        <SessionLists store={store} />
        <ConversationPane store={store} canned={canned} />
        <PlayerCardPane store={store} />
      </div>
      <CannedManager canned={canned} visible={managing} onClose={() => setManaging(false)} />
    </div>
  );
});

export function AgentInbox(props: AgentInboxProps) {
  return <OperatorGate>{(me) => <InboxWorkspace key={me.id} me={me} {...props} />}</OperatorGate>;
}
