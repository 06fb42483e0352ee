/**
 * The avatar on the edit page: tap it to see it large (pinch zoom 1 to 4); "Change avatar" offers the camera or the
 * album, then the crop view, then the upload with its progress.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { session } from '@racing/shared/src/session/session-store';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { showToast } from '@racing/shared/src/ui/toast';
import { PICTURE_MAX_MB, openPicture, pictureFileError } from '../read-picture';
import { useAvatarUpload } from '../use-avatar-upload';
import { AvatarCropper } from './avatar-cropper';

/** SPEC.md section 9: image preview zoom 1 to 4. */
const PREVIEW_MAX_ZOOM = 4;

interface Chosen {
  picture: HTMLImageElement;
  url: string;
  type: string;
}

export const AvatarEditor = observer(function AvatarEditor() {
  const { t } = useTranslation();
  const avatar = session.userInfo?.avatarUrl ?? null;
  const [choosing, setChoosing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);
  const upload = useAvatarUpload();

  // The decoded file lives in an object URL until the crop view closes.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen twice in a row must fire change again.
    event.target.value = '';
    if (!file) return;
    const problem = pictureFileError(file);
    if (problem) {
      showToast(t(problem, { size: formatNumber(PICTURE_MAX_MB) }), { icon: 'none' });
      return;
    }
    try {
      const { picture, url } = await openPicture(file);
      setChosen({ picture, url, type: file.type });
    } catch {
      showToast(t('edit.unreadable'), { icon: 'none' });
    }
  }

  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <div className="edit-avatar">
      <button
        type="button"
        className="edit-avatar__picture"
        aria-label={t('edit.viewAvatar')}
        data-testid="avatar-preview-open"
        onClick={() => avatar && setPreviewing(true)}
        disabled={!avatar}
      >
        {avatar ? <img src={avatar} alt={t('edit.avatar')} data-testid="avatar-image" /> : <span className="edit-avatar__empty" aria-hidden="true" />}
        {percent !== null && (
          <span className="edit-avatar__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="avatar-progress">
            {t('edit.uploading', { percent: formatNumber(percent) })}
          </span>
        )}
      </button>
      <button type="button" className="edit-avatar__change" onClick={() => setChoosing(true)} disabled={percent !== null} data-testid="avatar-change">
        {t('edit.changeAvatar')}
      </button>
      <input ref={camera} type="file" accept="image/*" capture="user" hidden onChange={(event) => void onFile(event)} data-testid="avatar-input-camera" />
      <input ref={album} type="file" accept="image/*" hidden onChange={(event) => void onFile(event)} data-testid="avatar-input-album" />
      <ActionSheet
        visible={choosing}
        cancelText={t('edit.cancel')}
        actions={[
          { key: 'camera', text: t('edit.takePhoto') },
          { key: 'album', text: t('edit.fromAlbum') },
        ]}
        // The file dialog must open inside the tap itself, or the browser blocks it.
        onAction={(action) => (action.key === 'camera' ? camera : album).current?.click()}
        closeOnAction
        onClose={() => setChoosing(false)}
      />
      {avatar && <ImageViewer image={avatar} visible={previewing} maxZoom={PREVIEW_MAX_ZOOM} onClose={() => setPreviewing(false)} />}
      {chosen && (
        <AvatarCropper
          picture={chosen.picture}
          sourceType={chosen.type}
          onCancel={() => setChosen(null)}
          onFailed={() => {
            setChosen(null);
            showToast(t('edit.unreadable'), { icon: 'none' });
          }}
          onCropped={(cropped) => {
            setChosen(null);
            void upload.save(cropped);
          }}
        />
      )}
    </div>
  );
});
