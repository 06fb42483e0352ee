/** Hands the open conversation to another agent: the agents (GET /session/agents), only one online and under their cap can take it. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { formatNumber } from '@racing/shared/src/format/format-number';
import type { InboxApi } from '../api/inbox-api';
import type { CsAgent } from '../api/inbox-types';
import { errorMessage } from '../error-message';

interface TransferPopupProps {
  api: InboxApi;
  myId: number;
  visible: boolean;
  onClose: () => void;
  /** Answers the server's refusal, or null once transferred. */
  onTransfer: (agent: CsAgent) => Promise<string | null>;
}

export function TransferPopup({ api, myId, visible, onClose, onTransfer }: TransferPopupProps) {
  const { t } = useTranslation();
  const [agents, setAgents] = useState<CsAgent[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<number | null>(null);

  useEffect(() => {
    if (!visible) return undefined;
    let current = true;
    setAgents(null);
    setFailure(null);
    api.agents().then(
      (list) => current && setAgents(list.filter((agent) => agent.id !== myId)),
      (error: unknown) => current && setFailure(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [visible, api, myId]);

  async function transfer(agent: CsAgent) {
    setSending(agent.id);
    const refusal = await onTransfer(agent);
    setSending(null);
    if (refusal) setFailure(refusal);
    else onClose();
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="inbox-popup">
      <div className="inbox-popup__head">
        <h2 className="inbox-popup__title">{t('inbox:transfer.title')}</h2>
        <Button size="small" fill="none" onClick={onClose}>
          {t('inbox:close')}
        </Button>
      </div>
      {failure && (
        <p className="inbox-error" role="alert">
          {failure}
        </p>
      )}
      {agents === null && !failure && <DotLoading />}
      {agents?.length === 0 && <p className="inbox-lists__empty">{t('inbox:transfer.empty')}</p>}
      <ul className="inbox-agents" data-testid="inbox-transfer-agents">
        {agents?.map((agent) => {
          const full = agent.openSessions >= agent.cap;
          const why = !agent.online ? t('inbox:transfer.offline') : full ? t('inbox:transfer.full') : null;
          return (
            <li key={agent.id} className="inbox-agents__row">
              <span className={`inbox-agents__dot${agent.online ? ' inbox-agents__dot--online' : ''}`} aria-hidden="true" />
              <span className="inbox-agents__name">{agent.displayName}</span>
              <span className="inbox-agents__load">
                {why ?? t('inbox:transfer.load', { open: formatNumber(agent.openSessions), count: agent.cap })}
              </span>
              <Button
                size="mini"
                color="primary"
                disabled={why !== null || (sending !== null && sending !== agent.id)}
                loading={sending === agent.id}
                onClick={() => void transfer(agent)}
                data-testid={`inbox-transfer-to-${agent.id}`}
              >
                {t('inbox:transfer.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
