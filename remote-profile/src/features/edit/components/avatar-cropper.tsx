/**
 * The crop view: the picture under a square frame; one finger (or the mouse) drags it, two fingers pinch it, the wheel
 * and the +/− buttons zoom it; "Use this picture" hands back the framed square as a 512×512 image.
 */
import { useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { initialView, panView, sourceSquare, zoomView, type CropView, type Point } from '../crop-geometry';
import { avatarTypeFor, canvasToBlob, drawAvatar, type AvatarType } from '../crop-to-blob';

export interface CroppedAvatar {
  blob: Blob;
  type: AvatarType;
}

interface Props {
  picture: HTMLImageElement;
  /** The chosen file's type: a PNG stays a PNG. */
  sourceType: string;
  onCancel: () => void;
  onCropped: (avatar: CroppedAvatar) => void;
  onFailed: (error: unknown) => void;
}

/** The frame leaves a margin on a phone and stops growing on a wide screen. */
function frameSize(): number {
  return Math.round(Math.min(360, Math.max(200, (window.innerWidth || 390) - 48)));
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function AvatarCropper({ picture, sourceType, onCancel, onCropped, onFailed }: Props) {
  const { t } = useTranslation();
  const frame = useMemo(frameSize, []);
  const size = { width: picture.naturalWidth, height: picture.naturalHeight };
  const [view, setView] = useState<CropView>(() => initialView(size, frame));
  const [busy, setBusy] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());

  /** A pointer's position in the frame's coordinates. */
  const inFrame = (event: { clientX: number; clientY: number }): Point => {
    const box = stage.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, inFrame(event));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const after = inFrame(event);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    pointers.current.set(event.pointerId, after);
    if (others.length === 0) {
      setView((current) => panView(current, after.x - before.x, after.y - before.y, size, frame));
    } else {
      // Pinch: zoom by how much the fingers spread, about where they are, and follow their midpoint.
      const other = others[0];
      const spreadBefore = distance(before, other);
      if (spreadBefore === 0) return;
      const centerBefore = midpoint(before, other);
      const centerAfter = midpoint(after, other);
      setView((current) => {
        const moved = panView(current, centerAfter.x - centerBefore.x, centerAfter.y - centerBefore.y, size, frame);
        return zoomView(moved, distance(after, other) / spreadBefore, centerAfter, size, frame);
      });
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const center = inFrame(event);
    setView((current) => zoomView(current, Math.exp(-event.deltaY * 0.002), center, size, frame));
  };

  const zoomBy = (factor: number) => setView((current) => zoomView(current, factor, { x: frame / 2, y: frame / 2 }, size, frame));

  async function confirm() {
    setBusy(true);
    try {
      const type = avatarTypeFor(sourceType);
      const canvas = drawAvatar(picture, sourceSquare(view, frame), type);
      onCropped({ blob: await canvasToBlob(canvas, type), type });
    } catch (error) {
      setBusy(false);
      onFailed(error);
    }
  }

  return (
    <div className="avatar-crop" role="dialog" aria-modal="true" aria-label={t('edit.cropTitle')} data-testid="avatar-crop">
      <p className="avatar-crop__hint">{t('edit.cropHint')}</p>
      <div className="avatar-crop__area">
        <div
          ref={stage}
          className="avatar-crop__stage"
          style={{ width: frame, height: frame }}
          data-testid="avatar-crop-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onWheel={onWheel}
        >
          <img
            className="avatar-crop__picture"
            src={picture.src}
            alt=""
            draggable={false}
            style={{ width: size.width, height: size.height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
          <div className="avatar-crop__frame" />
        </div>
      </div>
      <div className="avatar-crop__zoom">
        <button type="button" onClick={() => zoomBy(1 / 1.25)} aria-label={t('edit.zoomOut')}>
          −
        </button>
        <button type="button" onClick={() => zoomBy(1.25)} aria-label={t('edit.zoomIn')}>
          +
        </button>
      </div>
      <div className="avatar-crop__actions">
        <button type="button" className="edit-button edit-button--ghost" onClick={onCancel} disabled={busy}>
          {t('edit.cancel')}
        </button>
        <button type="button" className="edit-button edit-button--primary" onClick={() => void confirm()} disabled={busy} data-testid="avatar-crop-confirm">
          {t('edit.usePicture')}
        </button>
      </div>
    </div>
  );
}
