/** Mobile number (/pages/user/phone): bind a number, or change the bound one, proven by an SMS code sent to the new number. */
import { useState, type FormEvent } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { session } from '@racing/shared/src/session/session-store';
import { normalisePhone, phoneError } from '@racing/shared/src/session/credential-rules';
import { bindPhone } from '../features/settings/api/account-api';
import { settingsDraft } from '../features/settings/settings-draft';
import { useSettingsSubmit } from '../features/settings/use-settings-submit';
import { MenuGroup, MenuLine } from '../components/menu-list';
import { PhoneNumberField } from '../features/settings/components/phone-number-field';
import { SmsCodeInput } from '../features/settings/components/sms-code-input';
import '../features/settings/components/settings.css';

function PhonePage() {
  const { t } = useTranslation();
  const form = useSettingsSubmit();
  const bound = session.userInfo?.phone ?? null;
  const [phone, setPhone] = useState(settingsDraft.newPhone);
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneError(phone) ?? (code.trim() ? null : 'auth.codeRequired');
    if (problem) {
      form.showProblem(problem);
      return;
    }
    void form.send(() => bindPhone(normalisePhone(phone), code.trim()), 'phonePage.bound');
  }

  return (
    <form className="settings-page" data-testid="page-phone" onSubmit={submit} noValidate>
      <MenuGroup>
        <MenuLine label={t('phonePage.current')} testId="phone-current" value={bound ?? t('settings.notBound')} />
      </MenuGroup>
      <p className="form-hint">{bound ? t('phonePage.changeHint') : t('phonePage.bindHint')}</p>
      <div className="form-card">
        <PhoneNumberField label={t(bound ? 'phonePage.newNumber' : 'auth.phone')} placeholder={t('phonePage.numberPlaceholder')} value={phone} onChange={setPhone} testId="phone-input" />
        <SmsCodeInput
          phone={phone}
          value={code}
          onChange={setCode}
          checkPhone={() => phoneError(phone)}
          onInvalid={form.showProblem}
          onLeave={() => {
            settingsDraft.newPhone = phone;
          }}
        />
      </div>
      <p className="form-error" role="alert" data-testid="phone-error">
        {form.error}
      </p>
      <button type="submit" className="btn-primary" data-testid="phone-save" disabled={form.sending}>
        {form.sending ? t('auth.working') : bound ? t('phonePage.change') : t('phonePage.bind')}
      </button>
    </form>
  );
}

export default observer(PhonePage);
