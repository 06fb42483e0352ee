/** A player's account state as a coloured tag: active, frozen by an operator, or closed by the player. */
import { Tag } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { PlayerStatus } from '../api/players-api';

const COLORS: Record<PlayerStatus, string> = { active: 'green', frozen: 'blue', closed: 'default' };

export function PlayerStatusTag({ status }: { status: PlayerStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`console:players.status.${status}`)}</Tag>;
}
