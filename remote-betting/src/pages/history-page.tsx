/** History (/pages/history/index): draw results with search and "verify", and my bets (tab=bets) with "Publish as plan" per slip; issue=<12 digits> opens the results searched to that period. */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { lazyPart } from '@racing/shared/src/ui/lazy-part';
import { ListSkeleton, ResultsList, periodFromQuery } from '../features/history/components/results-list';
import { drawStore } from '../features/draw/draw-store';
import { useLiveDraw } from '../features/draw/use-live-draw';
import { BalanceChip } from '../components/balance-chip';
import type { DrawResult } from '../api/draw-api';
import '../components/page-kit.css';
import '../features/history/components/history.css';

type Tab = 'results' | 'bets';

// Not on the results' first screen: the bets tab (with the plan hall's parts) and the verification sheet come when opened.
const BetsTab = lazyPart(() => import('./history-bets-tab'), <ListSkeleton />);
const VerifyView = lazyPart(async () => ({ default: (await import('../features/history/components/verify-view')).VerifyView }));

export default observer(function HistoryPage({ tab: initialTab, issue }: PageProps) {
  const { t } = useTranslation();
  const period = periodFromQuery(issue);
  const [tab, setTab] = useState<Tab>(initialTab === 'bets' && !period ? 'bets' : 'results');
  const [verifying, setVerifying] = useState<DrawResult | null>(null);
  useLiveDraw(drawStore);
  return (
    <div data-testid="page-history" className="page">
      <div className="history-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'results'} onClick={() => setTab('results')}>{t('history.results')}</button>
        <button type="button" role="tab" aria-selected={tab === 'bets'} onClick={() => setTab('bets')}>{t('history.myBets')}</button>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 12px 0' }}>
        <BalanceChip />
      </div>
      {tab === 'results' ? <ResultsList key={period ?? ''} onVerify={setVerifying} latestIssue={drawStore.latest?.issue ?? null} initialIssue={period} /> : <BetsTab />}
      {verifying && <VerifyView result={verifying} onClose={() => setVerifying(null)} />}
    </div>
  );
});
