/**
 * An author's head: avatar, name, signature, Follow/Following, their followers, follows, likes and views, the hit rate
 * over their last 30 settled plans, the current run and whether they take copies. Guests who follow go to log in.
 */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useNavigate } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { showErrorToast } from '@racing/shared/src/ui/toast';
import type { AuthorView } from '../../../api/plan-api';
import { planReactions, type PlanReactionsStore } from '../plan-reactions-store';
import { PlanAvatar } from './plan-avatar';
import './plans.css';

export const AuthorHead = observer(function AuthorHead({ author: loaded, reactions = planReactions }: { author: AuthorView; reactions?: PlanReactionsStore }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const author = reactions.author(loaded);
  const busy = reactions.isPending('author', author.id);

  const toggleFollow = () => {
    if (!session.isLoggedIn) navigate(LOGIN_PATH);
    else reactions.setFollowing(author.id, !author.following).catch(showErrorToast);
  };

  const stats = [
    { key: 'fans', value: author.fans, testId: 'author-fans' },
    { key: 'follows', value: author.follows, testId: 'author-follows' },
    { key: 'likes', value: author.likes, testId: 'author-likes' },
    { key: 'clicks', value: author.totalClicks, testId: 'author-clicks' },
  ] as const;

  return (
    <section className="author-head" aria-labelledby="author-name">
      <div className="author-head__who">
        <PlanAvatar name={author.nickName} url={author.avatarUrl} size={56} />
        <div className="author-head__names">
          <h1 id="author-name" className="author-head__name">
            {author.nickName}
          </h1>
          <p className="author-head__signature">{author.signature || t('plans:author.noSignature')}</p>
        </div>
        {author.mine ? (
          <span className="muted">{t('plans:author.mine')}</span>
        ) : (
          <button type="button" className="author-follow" aria-pressed={author.following} disabled={busy} onClick={toggleFollow} data-testid="author-follow">
            {author.following ? t('plans:author.followingButton') : t('plans:author.follow')}
          </button>
        )}
      </div>
      <dl className="author-stats">
        {stats.map((stat) => (
          <div key={stat.key}>
            <dt>{t(`plans:author.${stat.key}`)}</dt>
            <dd data-testid={stat.testId}>{formatNumber(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="author-record">
        <span>
          {t('plans:author.hitRate')}{' '}
          <strong data-testid="author-hit-rate">
            {author.hitRate.won}/{author.hitRate.of}
          </strong>
        </span>
        <span>
          {t('plans:author.streak')}{' '}
          <strong data-testid="author-streak">
            {author.streak
              ? t(author.streak.kind === 'won' ? 'plans:author.streakWon' : 'plans:author.streakLost', { count: author.streak.length })
              : t('plans:author.noStreak')}
          </strong>
        </span>
        <span className={author.orderReceiving ? 'author-record__receiving--on' : undefined} data-testid="author-receiving">
          {author.orderReceiving ? t('plans:author.receiving') : t('plans:author.notReceiving')}
        </span>
      </p>
    </section>
  );
});
