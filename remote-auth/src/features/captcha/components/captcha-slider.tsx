/** The drag slider under a captcha: pointer events, so a finger and a mouse both drag it; arrow keys work too. */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface CaptchaSliderProps {
  /** Value at the right end (the left end is 0). */
  max: number;
  value: number;
  /** Track width in px; the thumb travels `width - thumbSize`. */
  width: number;
  thumbSize: number;
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** The user let go: `value` is their answer. */
  onRelease: (value: number) => void;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

export function CaptchaSlider({ max, value, width, thumbSize, label, disabled, onChange, onRelease }: CaptchaSliderProps) {
  const drag = useRef<{ pointerId: number; startX: number; startValue: number; value: number } | null>(null);
  const travel = width - thumbSize;
  const perPixel = max / travel;

  function down(event: PointerEvent<HTMLDivElement>) {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startValue: value, value };
  }
  function move(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.value = clamp(current.startValue + (event.clientX - current.startX) * perPixel, max);
    onChange(current.value);
  }
  function up(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    onRelease(current.value);
  }
  function key(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step) {
      event.preventDefault();
      onChange(clamp(value + step, max));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onRelease(value);
    }
  }

  return (
    <div className="captcha-slider" style={{ width, height: thumbSize / 1.5 }}>
      <div className="captcha-slider__fill" style={{ width: value / perPixel + thumbSize / 2 }} />
      <div
        className="captcha-slider__thumb"
        data-testid="captcha-thumb"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(value)}
        aria-disabled={disabled}
        style={{ width: thumbSize, transform: `translateX(${value / perPixel}px)` }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
      >
        ⇢
      </div>
    </div>
  );
}
