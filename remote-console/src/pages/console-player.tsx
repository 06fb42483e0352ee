/**
 * A player's card (/console/player?id=): details, limits and self-exclusion; balance adjustment, freeze and unfreeze for
 * operators whose role holds them; ledger, bets, orders and logins below.
 */
import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Spin, type ButtonProps } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { ConsoleFrame } from '../frame/console-frame';
import { useOperator } from '../session/operator-session';
import { getPlayerCard, unfreezePlayer } from '../features/players/api/players-api';
import { PlayerDetails } from '../features/players/components/player-details';
import { PlayerHistory } from '../features/players/components/player-history';
import { AdjustBalanceModal } from '../features/players/components/adjust-balance-modal';
import { FreezeModal } from '../features/players/components/freeze-modal';
import { useActionFailure } from '../lib/use-action-failure';

type OpenModal = 'adjust' | 'freeze' | null;

export default function ConsolePlayerPage({ id }: PageProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const playerId = Number(id);
  const valid = Number.isSafeInteger(playerId) && playerId > 0;
  const card = useApiData(() => (valid ? getPlayerCard(playerId) : null), [playerId]);
  const [modal, setModal] = useState<OpenModal>(null);
  // Bumped by every change: the card and the history read again.
  const [version, setVersion] = useState(0);
  const { failed, success, holder } = useActionFailure();
  const player = card.data;

  function changed(doneKey: string) {
    setModal(null);
    setVersion((n) => n + 1);
    card.reload();
    void success(t(doneKey));
  }

  async function unfreeze() {
    try {
      await unfreezePlayer(playerId);
      changed('console:players.unfreeze.done');
    } catch (failure) {
      failed(failure);
    }
  }

  const actions = player && (
    <Space wrap>
      {can('player:player:adjust') && (
        <Button type="primary" data-testid="player-adjust" onClick={() => setModal('adjust')}>
          {t('console:players.adjust.open')}
        </Button>
      )}
      {can('player:player:freeze') && player.status === 'active' && (
        <Button danger data-testid="player-freeze" onClick={() => setModal('freeze')}>
          {t('console:players.freeze.open')}
        </Button>
      )}
      {can('player:player:unfreeze') && player.status === 'frozen' && (
        <Popconfirm
          title={t('console:players.unfreeze.question')}
          okText={t('console:players.unfreeze.confirm')}
          cancelText={t('console:players.cancel')}
          okButtonProps={{ 'data-testid': 'unfreeze-confirm' } as ButtonProps}
          onConfirm={unfreeze}
        >
          <Button data-testid="player-unfreeze">{t('console:players.unfreeze.open')}</Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <ConsoleFrame titleKey="console:players.cardTitle" permission="player:player:info">
      {holder}
      {!valid && <Alert type="error" showIcon title={t('console:players.card.noPlayer')} />}
      {card.error && <Alert type="error" showIcon title={card.error.message} />}
      {valid && !player && card.loading && <Spin />}
      {player && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card
            title={
              player.nickname || player.phone
                ? t('console:players.card.heading', { name: player.nickname || player.phone, id: player.id })
                : t('console:players.card.unnamed', { id: player.id })
            }
            extra={actions}
          >
            <PlayerDetails player={player} />
          </Card>
          <Card>
            <PlayerHistory key={playerId} playerId={playerId} version={version} can={can} />
          </Card>
          <AdjustBalanceModal playerId={playerId} open={modal === 'adjust'} onClose={() => setModal(null)} onDone={() => changed('console:players.adjust.done')} />
          <FreezeModal playerId={playerId} open={modal === 'freeze'} onClose={() => setModal(null)} onDone={() => changed('console:players.freeze.done')} />
        </Space>
      )}
    </ConsoleFrame>
  );
}
