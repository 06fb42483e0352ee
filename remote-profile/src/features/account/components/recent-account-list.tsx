/** The accounts used on this device: avatar, nickname, masked number and the current one marked; tap another to switch to it, or remove it. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { maskPhone, type RecentAccount } from '@racing/shared/src/session/recent-accounts';
import { AccountAvatar } from '../../../components/account-avatar';
import './account-pages.css';

/** What a row shows: a listed account, or the logged-in one when it is not listed (a one-tap login gives no number to keep). */
export interface AccountRow {
  key: string;
  nickname: string;
  avatar: string | null;
  /** Already masked for display. */
  maskedPhone: string;
  current: boolean;
  /** The listed entry behind the row, absent for an unlisted current login. */
  account?: RecentAccount;
}

export function toAccountRow(account: RecentAccount, current: boolean): AccountRow {
  return { key: account.phone, nickname: account.nickname, avatar: account.avatar, maskedPhone: maskPhone(account.phone), current, account };
}

export function RecentAccountList({ rows, disabled, onChoose, onRemove }: { rows: AccountRow[]; disabled: boolean; onChoose: (account: RecentAccount) => void; onRemove: (account: RecentAccount) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="account-card" data-testid="recent-accounts">
      {rows.map((row) => {
        const name = row.nickname || row.maskedPhone;
        return (
          <li key={row.key} className="recent-account" data-testid="recent-account">
            <button type="button" className="recent-account__pick" disabled={disabled || row.current || !row.account} onClick={() => row.account && onChoose(row.account)}>
              <AccountAvatar src={row.avatar} name={row.nickname} size={44} />
              <span className="recent-account__text">
                <span className="recent-account__name">{name}</span>
                {row.nickname && <span className="recent-account__phone">{row.maskedPhone}</span>}
              </span>
              {row.current && <span className="recent-account__current">{t('switchAccount.current')}</span>}
            </button>
            {row.account && (
              <button type="button" className="recent-account__remove" disabled={disabled} aria-label={t('switchAccount.removeLabel', { name })} onClick={() => row.account && onRemove(row.account)}>
                {t('switchAccount.remove')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
