/**
 * The player's card: balance, identity, account state (with why it is frozen), dates and last login; their running
 * totals (bets and money); limits in force with any increase still waiting, self-exclusion and the reality check.
 */
import { Descriptions, Space, type DescriptionsProps } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { COUNT_COUNTERS, LIMIT_FIELDS, MONEY_COUNTERS, type PlayerCard } from '../api/players-api';
import { PlayerStatusTag } from './player-status-tag';

const COLUMNS: DescriptionsProps['column'] = { xs: 1, sm: 1, md: 2, lg: 3 };

export function PlayerDetails({ player }: { player: PlayerCard }) {
  const { t } = useTranslation();
  const none = t('console:players.card.none');
  const loginType = (type: string) => t(`console:players.loginType.${type}`, { defaultValue: type });
  const limitText = (cents: number | null | undefined) => (cents === null || cents === undefined ? t('console:players.card.noLimit') : formatMoney(cents));

  const details: DescriptionsProps['items'] = [
    { key: 'balance', label: t('console:players.card.balance'), children: <strong data-testid="player-balance">{formatMoney(player.balance)}</strong> },
    { key: 'id', label: t('console:players.columns.id'), children: player.id },
    { key: 'phone', label: t('console:players.columns.phone'), children: player.phone ?? none },
    { key: 'nickname', label: t('console:players.columns.nickname'), children: player.nickname || none },
    { key: 'status', label: t('console:players.columns.status'), children: <PlayerStatusTag status={player.status} /> },
    ...(player.frozen
      ? [
          { key: 'frozenAt', label: t('console:players.card.frozenAt'), children: formatDate(player.frozen.time) },
          { key: 'frozenReason', label: t('console:players.card.frozenReason'), children: player.frozen.reason || none },
        ]
      : []),
    { key: 'created', label: t('console:players.columns.created'), children: formatDate(player.createTime) },
    {
      key: 'lastLogin',
      label: t('console:players.columns.lastLogin'),
      children: player.lastLogin ? t('console:players.card.lastLogin', { date: formatDate(player.lastLogin.time), how: loginType(player.lastLogin.loginType) }) : none,
    },
    { key: 'inviteCode', label: t('console:players.card.inviteCode'), children: player.inviteCode ?? none },
    { key: 'invitedBy', label: t('console:players.card.invitedBy'), children: player.invitedBy === null ? none : `#${player.invitedBy}` },
  ];

  const counters: DescriptionsProps['items'] = [
    ...COUNT_COUNTERS.map((counter) => ({
      key: counter,
      label: t(`console:players.card.counters.${counter}`),
      children: <span data-testid={`player-counter-${counter}`}>{formatNumber(player.counters[counter])}</span>,
    })),
    ...MONEY_COUNTERS.map((counter) => ({
      key: counter,
      label: t(`console:players.card.counters.${counter}`),
      children: <span data-testid={`player-counter-${counter}`}>{formatMoney(player.counters[counter])}</span>,
    })),
  ];

  const pending = player.pendingLimits;
  const limits: DescriptionsProps['items'] = [
    ...LIMIT_FIELDS.map((field) => ({
      key: field,
      label: t(`console:players.card.limits.${field}`),
      children:
        pending && field in pending && player.pendingLimitsFrom
          ? t('console:players.card.limitChanging', { now: limitText(player.limits[field]), next: limitText(pending[field]), date: formatDate(player.pendingLimitsFrom) })
          : limitText(player.limits[field]),
    })),
    {
      key: 'selfExclusion',
      label: t('console:players.card.selfExclusion'),
      children: player.selfExcludedUntil ? t('console:players.card.excludedUntil', { date: formatDate(player.selfExcludedUntil) }) : t('console:players.card.notExcluded'),
    },
    {
      key: 'realityCheck',
      label: t('console:players.card.realityCheck'),
      children: player.realityCheckMinutes > 0 ? t('console:players.card.realityCheckEvery', { count: player.realityCheckMinutes }) : t('console:players.card.realityCheckOff'),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={COLUMNS} items={details} />
      <Descriptions bordered size="small" column={COLUMNS} title={t('console:players.card.countersTitle')} items={counters} />
      <Descriptions bordered size="small" column={COLUMNS} title={t('console:players.card.limitsTitle')} items={limits} />
    </Space>
  );
}
