/** Mine's own navigation bar and profile card: the player's avatar, nickname and signature (tap to edit), or "Not logged in" with a way to log in. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { AccountAvatar } from '../../../components/account-avatar';

export const EDIT_PATH = '/pages/user/edit';

export const MineHeader = observer(function MineHeader() {
  const { t } = useTranslation();
  const user = session.userInfo;
  return (
    <>
      <header className="mine-nav">
        <h1 className="mine-nav__title">{t('titles.mine')}</h1>
      </header>
      {session.isLoggedIn ? (
        <Link to={EDIT_PATH} className="mine-profile" data-testid="mine-profile" title={t('mine.editProfile')}>
          <AccountAvatar src={user?.avatarUrl} name={user?.nickName} />
          <span className="mine-profile__text">
            <strong className="mine-profile__name" data-testid="mine-nickname">
              {user?.nickName ?? '\u00a0'}
            </strong>
            <span className="mine-profile__signature" data-testid="mine-signature">
              {user ? user.signature?.trim() || t('mine.noSignature') : '\u00a0'}
            </span>
          </span>
          <span className="mine-chevron mine-chevron--light" aria-hidden="true">
            ›
          </span>
        </Link>
      ) : (
        <div className="mine-profile" data-testid="mine-guest">
          <AccountAvatar />
          <span className="mine-profile__text">
            <strong className="mine-profile__name">{t('user.notLoggedIn')}</strong>
            <span className="mine-profile__signature mine-profile__signature--wrap">{t('mine.loginHint')}</span>
          </span>
          <Link to={LOGIN_PATH} className="mine-profile__login" data-testid="mine-log-in">
            {t('user.logIn')}
          </Link>
        </div>
      )}
    </>
  );
});
