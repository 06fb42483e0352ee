/** Close account (/pages/user/logoff): what closing does, an "I understand" step, proof by password or SMS code, a last confirm, then the session ends. */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';
import { Link } from '@racing/shared/src/routing/router';
import { HOME_PATH, appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { session } from '@racing/shared/src/session/session-store';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { showToast } from '@racing/shared/src/ui/toast';
import { closeAccount } from '../features/settings/api/account-api';
import { clearSettingsDraft, settingsDraft } from '../features/settings/settings-draft';
import { useAccountProof } from '../features/settings/use-account-proof';
import { AccountProofFields } from '../features/settings/components/account-proof-fields';
import '../features/settings/components/settings.css';

function ClosingConsequences({ balance }: { balance: number }) {
  const { t } = useTranslation();
  return (
    <div className="notice-card notice-card--warn" data-testid="close-account-consequences">
      <h2>{t('closeAccount.heading')}</h2>
      <ul>
        <li>{t('closeAccount.personalData')}</li>
        <li>{t('closeAccount.logins')}</li>
        <li>{t('closeAccount.bill')}</li>
        <li data-testid="close-account-balance">{t('closeAccount.balance', { balance: formatMoney(balance) })}</li>
        <li>{t('closeAccount.selfExclusion')}</li>
      </ul>
    </div>
  );
}

function CloseAccountPage() {
  const { t } = useTranslation();
  const user = session.userInfo;
  const proof = useAccountProof(settingsDraft.closeMode);
  const [understood, setUnderstood] = useState(settingsDraft.closeUnderstood);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);

  function askToConfirm() {
    const failure = understood ? proof.problem() : 'closeAccount.understandRequired';
    if (failure) {
      setError(t(failure));
      return;
    }
    setError('');
    setConfirming(true);
  }

  async function close() {
    setClosing(true);
    try {
      await closeAccount(proof.mode === 'password' ? { password: proof.password } : { smsCode: proof.code.trim() });
      clearSettingsDraft();
      // The account is gone: switching to it from this device's recent accounts could only fail.
      const recent = recentAccounts.findCurrent(user?.phone ?? null);
      if (recent) recentAccounts.remove(recent.phone);
      session.clear();
      showToast(t('closeAccount.closed'));
      appNavigator.relaunch(HOME_PATH);
    } catch (failure) {
      setConfirming(false);
      setClosing(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <section className="settings-page" data-testid="page-close-account">
      <ClosingConsequences balance={user?.currentBalance ?? 0} />
      {proof.impossible ? (
        <>
          <p className="notice-card">{t('closeAccount.needsPhone')}</p>
          <Link to="/pages/user/phone" className="btn-primary settings-link-button" data-testid="close-account-bind-phone">
            {t('phonePage.bind')}
          </Link>
        </>
      ) : (
        <>
          <label className="check-line">
            <input
              type="checkbox"
              checked={understood}
              data-testid="close-account-understand"
              onChange={(event) => {
                setUnderstood(event.target.checked);
                setError('');
              }}
            />
            <span>{t('closeAccount.understand')}</span>
          </label>
          <p className="form-hint">{t('closeAccount.proveIt')}</p>
          <AccountProofFields
            proof={proof}
            passwordTestId="close-account-password"
            onInvalid={(key) => setError(t(key))}
            onLeave={() => {
              Object.assign(settingsDraft, { closeMode: 'sms', closeUnderstood: understood });
            }}
          />
          <p className="form-error" role="alert" data-testid="close-account-error">
            {error}
          </p>
          <button type="button" className="btn-danger" data-testid="close-account-submit" disabled={!understood || closing} onClick={askToConfirm}>
            {t('closeAccount.submit')}
          </button>
        </>
      )}
      <Dialog
        visible={confirming}
        title={t('closeAccount.confirmTitle')}
        content={t('closeAccount.confirmMessage')}
        closeOnMaskClick={!closing}
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t('settings.cancel'), disabled: closing, onClick: () => setConfirming(false) },
            { key: 'confirm', text: t('closeAccount.confirm'), bold: true, danger: true, disabled: closing, onClick: close },
          ],
        ]}
      />
    </section>
  );
}

export default observer(CloseAccountPage);
