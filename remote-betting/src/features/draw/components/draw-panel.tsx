/** The draw at the top of home: this period, its live countdown, the latest result as balls, and the connection state. */
import { useCallback } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { NumberBalls } from '../../../components/number-balls';
import { formatCountdown } from '../../../lib/period-phase';
import type { DrawStore } from '../draw-store';
import './draw-panel.css';

/** Only this re-renders every second. */
export const Countdown = observer(function Countdown({ store }: { store: DrawStore }) {
  return (
    <span className={`countdown countdown--${store.phase}`} data-testid="countdown" role="timer">
      {formatCountdown(store.seconds)}
    </span>
  );
});

const PhaseLabel = observer(function PhaseLabel({ store }: { store: DrawStore }) {
  const { t } = useTranslation();
  return <span data-testid="period-phase">{t(`draw.phase.${store.phase}`)}</span>;
});

export const DrawPanel = observer(function DrawPanel({ store }: { store: DrawStore }) {
  const { t } = useTranslation();
  const revealDone = useCallback(() => store.revealDone(), [store]);
  if (store.loading && !store.period && !store.latest) {
    return (
      <section className="draw-panel" aria-busy="true" data-testid="draw-panel-skeleton">
        <div className="skeleton" style={{ height: 18, width: '60%' }} />
        <div className="skeleton" style={{ height: 26, marginTop: 12 }} />
      </section>
    );
  }
  if (store.error) {
    return (
      <section className="draw-panel" role="alert">
        <p>{store.error.message}</p>
        <button type="button" className="chip" onClick={() => void store.refresh()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  const latest = store.latest;
  const revealing = latest !== null && store.revealIssue === latest.issue;
  return (
    <section className="draw-panel" data-testid="draw-panel">
      <div className="draw-panel__period">
        <div>
          <div className="draw-panel__issue" data-testid="current-issue">
            {store.period ? t('draw.issue', { issue: store.period.issue }) : t('draw.noPeriod')}
          </div>
          <PhaseLabel store={store} />
        </div>
        <Countdown store={store} />
      </div>
      <div className="draw-panel__latest">
        <div className="draw-panel__latest-head">
          <span data-testid="latest-issue">{latest ? t('draw.latest', { issue: latest.issue }) : t('draw.noResult')}</span>
          <span className={`live-dot live-dot--${store.connection}`} title={t(`draw.connection.${store.connection}`)}>
            {t(`draw.connection.${store.connection}`)}
          </span>
        </div>
        <NumberBalls
          key={latest?.issue ?? 'none'}
          places={latest?.places}
          reveal={revealing}
          onRevealEnd={revealDone}
          label={t('draw.resultLabel')}
        />
        {latest && <ResultSummary places={latest.places} hidden={revealing} />}
      </div>
    </section>
  );
});

/** The sum line under the balls; kept in its place but unseen while the balls are still turning, so it does not tell first. */
function ResultSummary({ places, hidden }: { places: number[]; hidden: boolean }) {
  const { t } = useTranslation();
  const sum = places[0] + places[1];
  return (
    <p className="draw-panel__summary" data-testid="latest-summary" style={hidden ? { visibility: 'hidden' } : undefined}>
      {t('draw.sumSummary', { sum, size: t(sum >= 12 ? 'items.big' : 'items.small'), parity: t(sum % 2 ? 'items.odd' : 'items.even') })}
    </p>
  );
}
