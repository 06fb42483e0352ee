/** The dashboard's texts and number formats in the player's language, rebuilt only when the language changes. */
import { useMemo } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { dayToDate } from '../dashboard-figures';
import type { ChartTexts } from './dashboard-chart-specs';

export function useChartTexts(): ChartTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      money: (cents: number) => formatMoney(cents),
      day: (date: string) => formatDate(dayToDate(date), 'date'),
      percent: (value: number) => t('dashboard.percent', { value: formatNumber(value, { maximumFractionDigits: 1 }) }),
      series: { staked: t('dashboard.staked'), paidOut: t('dashboard.paidOut') },
      playType: (type: number) => t(`dashboard.playType.${type}`),
    }),
    // `t` is a new function for each language, so the formatters (which read the language themselves) follow it too.
    [t],
  );
}
