/**
 * Mine (/pages/index/my): the player's card, balance, counters, switches, orders and pages; a guest sees "Not logged in"
 * and what needs no account. The profile is read again each time Mine is shown (and when the app comes back to the
 * front), so counters others moved (followers, likes, clicks) are current.
 */
import { useCallback, useEffect, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import { session } from '@racing/shared/src/session/session-store';
import { LANGUAGE_NAMES, isLanguage } from '@racing/shared/src/i18n/languages';
import { showErrorToast } from '@racing/shared/src/ui/toast';
import { PageState } from '@racing/shared/src/ui/page-state';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { CsUnreadBadge } from '@racing/shared/src/cs/cs-unread-badge';
import { NotificationUnreadBadge } from '@racing/shared/src/notifications/notification-unread-badge';
import { refreshMine } from '../features/mine/api/person-api';
import { MineHeader } from '../features/mine/components/mine-header';
import { BalanceCard } from '../features/mine/components/balance-card';
import { ProfileCounters } from '../features/mine/components/profile-counters';
import { SettingSwitches } from '../features/mine/components/setting-switches';
import { OrderShortcuts } from '../features/mine/components/order-shortcuts';
import { getOrderSummary, type OrderSummary } from '../api/order-api';
import { MenuGroup, MenuLink } from '../components/menu-list';
import { LogOutRow } from '../features/mine/components/log-out-row';
import '../features/mine/components/mine.css';

export const CHAT_PATH = '/uni_modules/cool-cs/pages/chat';
export const NOTIFICATIONS_PATH = '/pages/user/notification';
export const PLAN_HALL_PATH = '/pages/plan/index';

function CustomerServiceRow() {
  const { t } = useTranslation();
  // The unread count is a player's: a guest has no conversation to count.
  const badge = session.isLoggedIn ? <CsUnreadBadge testId="mine-customer-service-unread" /> : undefined;
  return <MenuLink to={CHAT_PATH} label={t('mine.customerService')} badge={badge} testId="mine-customer-service" />;
}

/** The player's notifications (with their unread count) and the plan hall, which anyone may read. */
function CommunityRows() {
  const { t } = useTranslation();
  return (
    <MenuGroup>
      {session.isLoggedIn && (
        <MenuLink to={NOTIFICATIONS_PATH} label={t('mine.notifications')} badge={<NotificationUnreadBadge testId="mine-notifications-unread" />} testId="mine-notifications" />
      )}
      <MenuLink to={PLAN_HALL_PATH} label={t('mine.planHall')} testId="mine-plan-hall" />
    </MenuGroup>
  );
}

/** Language and the texts anyone may read, logged in or not. */
function GeneralRows() {
  const { t, i18n } = useTranslation();
  const languageName = isLanguage(i18n.language) ? LANGUAGE_NAMES[i18n.language] : undefined;
  return (
    <MenuGroup>
      <MenuLink to="/pages/user/language" label={t('mine.language')} value={languageName} testId="mine-language" />
      <MenuLink to="/pages/user/agreement" label={t('mine.userAgreement')} testId="mine-agreement" />
      <MenuLink to="/pages/user/privacy" label={t('mine.privacyPolicy')} testId="mine-privacy" />
      <MenuLink to="/pages/user/about" label={t('mine.aboutUs')} testId="mine-about" />
    </MenuGroup>
  );
}

/** Balance, then the spec's ten profile items in its order: counters, switches, orders, then the pages. */
function ProfileRows({ orderCounts }: { orderCounts: OrderSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <BalanceCard />
      <ProfileCounters />
      <SettingSwitches />
      <OrderShortcuts counts={orderCounts} />
      <MenuGroup>
        <MenuLink to="/pages/user/bill" label={t('mine.myBills')} testId="mine-item-myBills" item />
        <MenuLink to="/pages/user/viewed" label={t('mine.viewingHistory')} testId="mine-item-viewingHistory" item />
        <MenuLink to="/pages/user/dashboard" label={t('mine.dashboard')} testId="mine-item-dashboard" item />
        <MenuLink to="/pages/user/invite" label={t('mine.invite')} testId="mine-item-invite" item />
      </MenuGroup>
    </>
  );
}

/** What a logged-in player can do with the account, even before (or without) the profile. */
function AccountRows() {
  const { t } = useTranslation();
  return (
    <MenuGroup>
      <CustomerServiceRow />
      <MenuLink to="/pages/user/set" label={t('mine.settings')} testId="mine-settings" />
      <MenuLink to="/pages/user/switch" label={t('mine.switchAccount')} testId="mine-switch-account" />
      <LogOutRow />
    </MenuGroup>
  );
}

export default observer(function MyPage() {
  const { t } = useTranslation();
  const loggedIn = session.isLoggedIn;
  const [loadError, setLoadError] = useState<Error>();
  // The badges on My orders; without an answer there are simply none (Mine does not fail for them).
  const orderSummary = useApiData(() => (loggedIn ? getOrderSummary() : null), [loggedIn]);

  /** Reads the profile and balance again; a failure is kept for the page and handed on. */
  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      await refreshMine();
    } catch (error) {
      setLoadError(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }, []);
  const loadQuietly = useCallback(() => load().catch(() => undefined), [load]);

  // Each time Mine is shown (the page mounts on every visit) and each time the app comes back to the front.
  useEffect(() => {
    if (!loggedIn) return undefined;
    void loadQuietly();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadQuietly();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [loggedIn, loadQuietly]);

  async function pullToRefresh() {
    if (!session.isLoggedIn) return;
    orderSummary.reload();
    await load().catch(showErrorToast);
  }

  // Before the first profile arrives there is nothing true to show: no made-up zero balance, a wait (or the error and a retry).
  const profileMissing = loggedIn && !session.userInfo;
  return (
    <div className="mine" data-testid="page-my">
      <MineHeader />
      <PullToRefresh onRefresh={pullToRefresh} pullingText={t('mine.pulling')} canReleaseText={t('mine.release')} refreshingText={t('shell.loading')} completeText={t('mine.refreshed')}>
        {profileMissing && (
          <div className="mine-card mine-loading">
            <PageState loading={!loadError} error={loadError} onRetry={loadQuietly}>
              {null}
            </PageState>
          </div>
        )}
        {loggedIn && !profileMissing && <ProfileRows orderCounts={orderSummary.data} />}
        <CommunityRows />
        {loggedIn ? (
          <AccountRows />
        ) : (
          <MenuGroup>
            <CustomerServiceRow />
          </MenuGroup>
        )}
        <GeneralRows />
      </PullToRefresh>
    </div>
  );
});
