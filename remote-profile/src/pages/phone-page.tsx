/** Mobile number (/pages/user/phone): bind a number, or change the bound one, proven by an SMS code sent to the new number. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { session } from '@racing/shared/src/session/session-store';
import { normalisePhone, phoneError } from '@racing/shared/src/session/credential-rules';
import { showToast } from '@racing/shared/src/ui/toast';
import { bindPhone, refreshPerson } from '../features/settings/api/account-api';
import { clearSettingsDraft, settingsDraft } from '../features/settings/settings-draft';
import { useLeavePage } from '../features/settings/use-leave-page';
import { MenuGroup, MenuLine } from '../components/menu-list';
import { SmsCodeInput } from '../features/settings/components/sms-code-input';
import '../features/settings/components/settings.css';

function PhonePage() {
  const { t } = useTranslation();
  const leave = useLeavePage();
  const bound = session.userInfo?.phone ?? null;
  const [phone, setPhone] = useState(settingsDraft.newPhone);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = phoneError(phone) ?? (code.trim() ? null : 'auth.codeRequired');
    if (failure) {
      setError(t(failure));
      return;
    }
    setError('');
    setSending(true);
    try {
      await bindPhone(normalisePhone(phone), code.trim());
      clearSettingsDraft();
      showToast(t('phonePage.bound'));
      await refreshPerson().catch(() => undefined);
      leave();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSending(false);
    }
  }

  return (
    <form className="settings-page" data-testid="page-phone" onSubmit={(event) => void submit(event)} noValidate>
      <MenuGroup>
        <MenuLine label={t('phonePage.current')} testId="phone-current" value={bound ?? t('settings.notBound')} />
      </MenuGroup>
      <p className="form-hint">{bound ? t('phonePage.changeHint') : t('phonePage.bindHint')}</p>
      <div className="form-card">
        <label className="form-field">
          <span className="form-field__label">{t(bound ? 'phonePage.newNumber' : 'auth.phone')}</span>
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('phonePage.numberPlaceholder')}
            value={phone}
            data-testid="phone-input"
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <SmsCodeInput
          phone={phone}
          value={code}
          onChange={setCode}
          checkPhone={() => phoneError(phone)}
          onInvalid={(key) => setError(t(key))}
          onLeave={() => {
            settingsDraft.newPhone = phone;
          }}
        />
      </div>
      <p className="form-error" role="alert" data-testid="phone-error">
        {error}
      </p>
      <button type="submit" className="btn-primary" data-testid="phone-save" disabled={sending}>
        {sending ? t('auth.working') : bound ? t('phonePage.change') : t('phonePage.bind')}
      </button>
    </form>
  );
}

export default observer(PhonePage);
