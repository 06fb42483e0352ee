/** Switch account (/pages/user/switch): this device's recent accounts; another one ends this login and opens login with its number filled in. */
import { useEffect, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { session } from '@racing/shared/src/session/session-store';
import { switchAccount } from '@racing/shared/src/session/end-login';
import { isSamePhone, recentAccounts, type RecentAccount } from '@racing/shared/src/session/recent-accounts';
import { RecentAccountList, toAccountRow, type AccountRow } from '../features/account/components/recent-account-list';

export default observer(function SwitchAccountPage() {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState(() => recentAccounts.list());
  const [switching, setSwitching] = useState(false);
  const user = session.isLoggedIn ? session.userInfo : null;

  // The list learns the logged-in account's present nickname and avatar.
  useEffect(() => {
    if (!user) return;
    recentAccounts.updateProfile(user);
    setAccounts(recentAccounts.list());
  }, [user]);

  const rows: AccountRow[] = accounts.map((account) => toAccountRow(account, Boolean(user && isSamePhone(account.phone, user.phone))));
  if (user && !rows.some((row) => row.current)) {
    rows.unshift({ key: 'current', nickname: user.nickName, avatar: user.avatarUrl, maskedPhone: user.phone ?? '', current: true });
  }

  async function switchTo(phone?: string) {
    setSwitching(true);
    try {
      await switchAccount(phone);
    } finally {
      setSwitching(false);
    }
  }

  function remove(account: RecentAccount) {
    recentAccounts.remove(account.phone);
    setAccounts(recentAccounts.list());
  }

  return (
    <section data-testid="page-switch-account">
      <p className="account-hint">{t('switchAccount.intro')}</p>
      {rows.length > 0 ? (
        <RecentAccountList rows={rows} disabled={switching} onChoose={(account) => switchTo(account.phone)} onRemove={remove} />
      ) : (
        <p className="account-card account-empty">{t('switchAccount.empty')}</p>
      )}
      <button type="button" className="account-action" data-testid="switch-another" disabled={switching} onClick={() => switchTo()}>
        {t('switchAccount.another')}
      </button>
      <p className="account-hint">{t('switchAccount.privacy')}</p>
    </section>
  );
});
