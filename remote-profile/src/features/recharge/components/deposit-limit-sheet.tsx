/**
 * The deposit-limit question asked once, before the first recharge (UKGC RTS 12): limits per 24 hours, 7 days and 30
 * days, all optional, and two explicit answers, "Set limits" or "No limit"; either is saved before the recharge goes on.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Popup from 'antd-mobile/es/components/popup';
import { Link } from '@racing/shared/src/routing/router';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { RESPONSIBLE_PATH } from '../../../lib/payment-paths';
import { chooseDepositLimits, type DepositLimitChoice } from '../api/recharge-api';
import { DEPOSIT_KEYS, NO_DEPOSIT_LIMITS, readDepositChoice, type DepositKey } from '../deposit-limit-choice';

interface DepositLimitSheetProps {
  visible: boolean;
  /** The answer is saved: the recharge may go on. */
  onChosen: () => void;
  /** Closed without an answer: no recharge. */
  onClose: () => void;
}

const EMPTY: Record<DepositKey, string> = { depositDay: '', depositWeek: '', depositMonth: '' };

export function DepositLimitSheet({ visible, onChosen, onClose }: DepositLimitSheetProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(EMPTY);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function save(choice: DepositLimitChoice) {
    setError('');
    setSaving(true);
    try {
      await chooseDepositLimits(choice);
      setSaving(false);
      onChosen();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  }

  function setLimits(event: FormEvent) {
    event.preventDefault();
    const read = readDepositChoice(texts, currentLanguage());
    if (read.ok) void save(read.choice);
    else if (read.key === null) setError(t('recharge.depositNeedOne'));
    else setError(t(`responsible.amountError.${read.error}`, { window: t(`responsible.window.${read.key}`) }));
  }

  return (
    <Popup visible={visible} onMaskClick={saving ? undefined : onClose} position="bottom" bodyClassName="rc-sheet" destroyOnClose>
      <form onSubmit={setLimits} noValidate data-testid="deposit-sheet" aria-labelledby="rc-deposit-title">
        <h2 id="rc-deposit-title" className="rc-sheet__title">
          {t('recharge.depositTitle')}
        </h2>
        <p className="rc-sheet__why">{t('recharge.depositWhy')}</p>
        {DEPOSIT_KEYS.map((key) => (
          <label key={key} className="rc-sheet__field">
            <span>{t(`responsible.window.${key}`)}</span>
            <input
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('responsible.noLimit')}
              value={texts[key]}
              data-testid={`deposit-input-${key}`}
              onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
            />
          </label>
        ))}
        <p className="rc-field-error" role="alert" data-testid="deposit-error">
          {error}
        </p>
        <div className="rc-sheet__actions">
          <button type="button" className="rc-button rc-button--plain" disabled={saving} data-testid="deposit-no-limit" onClick={() => void save(NO_DEPOSIT_LIMITS)}>
            {t('recharge.depositNoLimit')}
          </button>
          <button type="submit" className="rc-button rc-button--primary" disabled={saving} data-testid="deposit-set">
            {t('recharge.depositSet')}
          </button>
        </div>
        <Link to={RESPONSIBLE_PATH} className="rc-link rc-sheet__more" data-testid="deposit-more">
          {t('recharge.aboutResponsible')}
        </Link>
      </form>
    </Popup>
  );
}
