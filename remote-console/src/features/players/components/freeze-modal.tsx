/** Freezing an account asks why (required): the player is signed out everywhere and cannot sign in or bet until unfrozen. */
import { Alert } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { freezePlayer, REASON_MAX_LENGTH } from '../api/players-api';
import { ReasonModal } from '../../../lib/reason-modal';

export function FreezeModal({ playerId, open, onClose, onDone }: { playerId: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={open}
      testId="freeze"
      danger
      title={t('console:players.freeze.title')}
      okText={t('console:players.freeze.confirm')}
      cancelText={t('console:players.cancel')}
      reasonLabel={t('console:players.freeze.reason')}
      reasonRequired={t('console:players.reasonRequired')}
      reasonMaxLength={REASON_MAX_LENGTH}
      notice={<Alert type="warning" showIcon title={t('console:players.freeze.effect')} style={{ marginBottom: 16 }} />}
      send={({ reason }) => freezePlayer(playerId, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
