/** My invite code, large and copyable, the link that registers with it, the Share button and, once any have, how many friends joined. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { showToast } from '@racing/shared/src/ui/toast';
import { copyText } from '../copy-text';

export function InviteCard({ code, link, invitedCount, onShare }: { code: string; link: string; invitedCount: number; onShare: () => void }) {
  const { t } = useTranslation();

  async function copy(text: string, copiedKey: string) {
    const copied = await copyText(text);
    showToast(copied ? t(copiedKey) : t('invite.copyFailed'), copied ? {} : { icon: 'none', duration: 3000 });
  }

  return (
    <section className="invite-card" data-testid="invite-card">
      <p className="invite-card__label">{t('invite.myCode')}</p>
      <p className="invite-code" data-testid="invite-code">
        {code}
      </p>
      <button type="button" className="invite-chip" data-testid="invite-copy-code" onClick={() => void copy(code, 'invite.codeCopied')}>
        {t('invite.copyCode')}
      </button>
      <div className="invite-link">
        <span className="invite-card__label">{t('invite.link')}</span>
        <span className="invite-link__url" data-testid="invite-link">
          {link}
        </span>
        <button type="button" className="invite-link__copy" data-testid="invite-copy-link" onClick={() => void copy(link, 'invite.linkCopied')}>
          {t('invite.copyLink')}
        </button>
      </div>
      <button type="button" className="invite-share" data-testid="invite-share" onClick={onShare}>
        {t('invite.share')}
      </button>
      {/* With nobody yet, the list below already says so (its count and its empty note). */}
      {invitedCount > 0 && (
        <p className="invite-card__count" data-testid="invite-count">
          {t('invite.invitedCount', { count: invitedCount })}
        </p>
      )}
    </section>
  );
}
