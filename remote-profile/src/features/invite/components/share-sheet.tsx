/** The share sheet: QQ friends, Moments, WeChat friends and "Copy link"; says where to paste when the link was copied. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { showToast } from '@racing/shared/src/ui/toast';
import { SHARE_TARGETS, shareInvite, type ShareContent, type ShareTarget } from '../share-invite';

export function ShareSheet({ visible, content, onClose }: { visible: boolean; content: ShareContent; onClose: () => void }) {
  const { t } = useTranslation();

  async function pick(target: ShareTarget) {
    const outcome = await shareInvite(target, content);
    if (outcome === 'copied') showToast(t(`invite.copiedFor.${target}`), { duration: 3000 });
    if (outcome === 'failed') showToast(t('invite.copyFailed'), { icon: 'none', duration: 3000 });
  }

  return (
    <ActionSheet
      visible={visible}
      extra={t('invite.shareTo')}
      cancelText={t('invite.cancel')}
      onClose={onClose}
      actions={SHARE_TARGETS.map((target) => ({ key: target, text: <span data-testid={`invite-target-${target}`}>{t(`invite.target.${target}`)}</span> }))}
      // The tap's own handler: the Web Share API opens only from a user gesture.
      onAction={(action) => void pick(action.key as ShareTarget)}
      closeOnAction
    />
  );
}
