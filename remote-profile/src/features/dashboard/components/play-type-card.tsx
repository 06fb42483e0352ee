/** Numbers against two-sided: the win rate and the net of each as charts, and each one's figures. */
import { useMemo } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { playTypeRows, type PlayTypeFigures } from '../dashboard-figures';
import { playTypeNetChart, winRateChart, type ChartTexts } from './dashboard-chart-specs';
import { F2Chart } from './f2-chart';

export function PlayTypeCard({ byPlayType, texts }: { byPlayType: readonly PlayTypeFigures[]; texts: ChartTexts }) {
  const { t } = useTranslation();
  const rows = useMemo(() => playTypeRows(byPlayType), [byPlayType]);
  const rateChart = useMemo(() => winRateChart(rows, texts), [rows, texts]);
  const netChart = useMemo(() => playTypeNetChart(rows, texts), [rows, texts]);
  return (
    <section className="dashboard-card" data-testid="dashboard-play-types">
      <h2>{t('dashboard.byPlayType')}</h2>
      <h3>{t('dashboard.winRate')}</h3>
      <F2Chart chart={rateChart} height={110} label={t('dashboard.winRate')} testId="dashboard-win-rate-chart" />
      <h3>{t('dashboard.net')}</h3>
      <F2Chart chart={netChart} height={110} label={t('dashboard.net')} testId="dashboard-play-type-net-chart" />
      <table className="dashboard-table">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.playTypeColumn')}</th>
            <th scope="col">{t('dashboard.staked')}</th>
            <th scope="col">{t('dashboard.net')}</th>
            <th scope="col">{t('dashboard.winRate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type} data-testid={`dashboard-play-type-${row.type}`}>
              <th scope="row">{texts.playType(row.type)}</th>
              <td>{formatMoney(row.staked)}</td>
              <td className={`dashboard-money--${row.sign}`}>{formatMoney(row.net, { withSign: true })}</td>
              <td>{row.winPercent === null ? <span aria-label={t('dashboard.noneSettled')}>–</span> : texts.percent(row.winPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dashboard-note">{t('dashboard.winRateNote')}</p>
    </section>
  );
}
