/** One captcha drawn from the server's images: the puzzle piece slid into its gap, or the round picture turned upright. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { Captcha } from '../api/captcha-api';
import { CaptchaSlider } from './captcha-slider';

const THUMB = 60;
const ROTATE_TRACK = 300;

export function CaptchaPuzzle({ captcha, disabled, onAnswer }: { captcha: Captcha; disabled: boolean; onAnswer: (answer: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(0);
  const release = (answer: number) => onAnswer(Math.round(answer));

  if (captcha.type === 'slide') {
    return (
      <div className="captcha-puzzle" data-kind="slide">
        <p className="captcha-hint">{t('auth.captchaSlideHint')}</p>
        <div className="captcha-stage" data-testid="captcha-image" style={{ width: captcha.width, height: captcha.height }}>
          <img src={captcha.background} alt="" width={captcha.width} height={captcha.height} draggable={false} />
          <img
            className="captcha-piece"
            src={captcha.piece}
            alt=""
            width={captcha.pieceSize}
            height={captcha.pieceSize}
            draggable={false}
            style={{ left: value, top: captcha.pieceY }}
          />
        </div>
        {/* Thumb as wide as the piece and track as wide as the picture: one pixel dragged is one pixel of the answer. */}
        <CaptchaSlider
          max={captcha.width - captcha.pieceSize}
          value={value}
          width={captcha.width}
          thumbSize={captcha.pieceSize}
          label={t('auth.captchaSlider')}
          disabled={disabled}
          onChange={setValue}
          onRelease={release}
        />
      </div>
    );
  }
  return (
    <div className="captcha-puzzle" data-kind="rotate">
      <p className="captcha-hint">{t('auth.captchaRotateHint')}</p>
      <div className="captcha-stage captcha-stage--round" data-testid="captcha-image" style={{ width: captcha.size, height: captcha.size }}>
        <img src={captcha.image} alt="" width={captcha.size} height={captcha.size} draggable={false} style={{ transform: `rotate(${value}deg)` }} />
      </div>
      <CaptchaSlider max={359} value={value} width={ROTATE_TRACK} thumbSize={THUMB} label={t('auth.captchaSlider')} disabled={disabled} onChange={setValue} onRelease={release} />
    </div>
  );
}
