/** The board: rank tabs, the chosen rank's play items, the stake, the slip and its confirm step, the feedback, and the plan being copied. */
import { useEffect, useMemo, type ReactNode } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { getPlayItems } from '../../../api/catalogue-api';
import type { BoardStore } from '../board-store';
import { useSlipPlacement } from '../use-slip-placement';
import { RankTabs } from './rank-tabs';
import { PlayItemGrid } from './play-item-grid';
import { RandomPickControl } from './random-pick-control';
import { StakeEntry } from './stake-entry';
import { SlipBar } from './slip-bar';
import { ConfirmSheet } from './confirm-sheet';
import { SlipFeedbackBanner } from './slip-feedback-banner';
import { CopyPlanBanner } from './copy-plan-banner';
import { usePlanCopy } from '../use-plan-copy';
import type { PeriodPhase } from '../../../lib/period-phase';
import '../../../components/page-kit.css';
import './board.css';

/** What the board needs to know of the draw; the home page hands over its draw store. */
export interface BoardDraw {
  phase: PeriodPhase;
  period: { issue: string } | null;
  refresh: () => Promise<void>;
}

interface BettingBoardProps {
  /** The slip; the home page passes the one that outlives it. */
  store: BoardStore;
  draw: BoardDraw;
  refreshBalance: () => Promise<number | null>;
  /** A notice shown with the slip's feedback (the settlement of my bets). */
  notice?: ReactNode;
  /** A plan to copy into the slip (the home page's `copyPlan` query); the plans texts must be registered by then. */
  copyPlanId?: number | null;
  /** The plan has been read: the page drops the query so a reload does not copy it again. */
  onCopyTaken?: () => void;
}

export const BettingBoard = observer(function BettingBoard({ store, draw, refreshBalance, notice, copyPlanId = null, onCopyTaken }: BettingBoardProps) {
  const { t } = useTranslation();
  // Leaving the page backs out of an unsent confirm step; the picks and the stake stay.
  useEffect(() => () => store.backOutOfConfirm(), [store]);
  const catalogue = useApiData(getPlayItems, []);
  const ranks = useMemo(() => catalogue.data?.map((entry) => entry.rank) ?? [], [catalogue.data]);
  const open = draw.phase === 'open';
  const issue = draw.period?.issue ?? null;
  const context = useMemo(() => ({ issue, open, refreshBalance, refreshPeriod: () => draw.refresh() }), [issue, open, refreshBalance, draw]);
  const slip = useSlipPlacement(store, context);
  const planCopy = usePlanCopy(store, copyPlanId, catalogue.data, onCopyTaken);

  if (catalogue.error && !catalogue.data) {
    return (
      <div className="board board--error" role="alert">
        <p>{catalogue.error.message}</p>
        <button type="button" className="btn btn--ghost" onClick={catalogue.reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!catalogue.data) return <BoardSkeleton />;
  if (catalogue.data.length === 0) return <p className="empty">{t('board.noItems')}</p>;

  const rankId = store.rankId ?? catalogue.data[0].rank.id;
  const rankItems = catalogue.data.find((entry) => entry.rank.id === rankId) ?? catalogue.data[0];
  return (
    <div className="board" data-testid="betting-board">
      <CopyPlanBanner store={store} notice={planCopy.notice} onDismiss={planCopy.dismiss} />
      <RankTabs ranks={ranks} store={store} />
      <RandomPickControl rankItems={rankItems} store={store} />
      <PlayItemGrid rankItems={rankItems} store={store} />
      {/* In the page's flow under the grid, never pinned over it: a message that floated above the slip bar hid the
          last rows of numbers and Big/Small, the very things the player was choosing. */}
      <div className="board-messages" data-testid="board-messages">
        {notice}
        <SlipFeedbackBanner feedback={slip.feedback} onDismiss={slip.dismiss} />
      </div>
      <StakeEntry store={store} />
      {/* Pinned above the tab bar, the slip bar alone: its height never changes, so what it covers never grows. */}
      <div className="slip-dock">
        <SlipBar store={store} open={open} waiting={draw.phase === 'waiting'} onPlace={slip.review} />
      </div>
      <ConfirmSheet store={store} issue={issue} open={open} retryMessage={slip.retryable} onConfirm={slip.confirm} onCancel={slip.cancel} />
    </div>
  );
});

function BoardSkeleton() {
  return (
    <div className="board" aria-busy="true" data-testid="board-skeleton">
      <div className="skeleton skeleton--tabs" />
      <div className="play-grid">
        <div className="play-group__items play-group__items--numbers">
          {Array.from({ length: 10 }, (_, i) => (
            <div key={i} className="skeleton skeleton--item" />
          ))}
        </div>
      </div>
    </div>
  );
}
