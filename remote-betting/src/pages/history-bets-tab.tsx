/**
 * The history's "my bets" tab: the player's slips, each with its plan action (publish, or the plan it is). Fetched when
 * the tab is first opened (history-page.tsx), with the plan hall's texts and styles it needs.
 */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { MyBetsList } from '../features/history/components/my-bets-list';
import { PublishSlipAction } from '../features/plans/components/publish-slip-action';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import { drawStore } from '../features/draw/draw-store';

export default observer(function BetsTab() {
  useState(() => registerPlanLocales());
  const openIssue = drawStore.phase === 'open' ? (drawStore.period?.issue ?? null) : null;
  return <MyBetsList reloadKey={drawStore.settledCount} slipAction={(bet) => <PublishSlipAction slip={bet} openIssue={openIssue} />} />;
});
