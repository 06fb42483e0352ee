/**
 * A picture in a bubble: tap for the full-screen view with pinch zoom 1 to 4; an address that does not load shows
 * "Image Address Error" instead (and opens nothing).
 */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import ImageViewer from 'antd-mobile/es/components/image-viewer';

/** SPEC.md section 9: image preview zoom 1 to 4. */
export const PREVIEW_MAX_ZOOM = 4;

/** Only addresses a picture can come from: the server's (absolute or /uploads/...) and the phone's own copy. */
export function isShowableImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) || url.startsWith('blob:');
}

export function ChatImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  if (broken || !isShowableImageUrl(url)) {
    return (
      <span className="chat-image chat-image--broken" data-testid="chat-image-error">
        {t('chat.imageError')}
      </span>
    );
  }
  return (
    <>
      <button type="button" className="chat-image" aria-label={t('chat.openImage')} onClick={() => setPreviewing(true)}>
        <img src={url} alt={t('chat.imageAlt')} loading="lazy" onError={() => setBroken(true)} />
      </button>
      {previewing && <ImageViewer image={url} visible maxZoom={PREVIEW_MAX_ZOOM} onClose={() => setPreviewing(false)} />}
    </>
  );
}
