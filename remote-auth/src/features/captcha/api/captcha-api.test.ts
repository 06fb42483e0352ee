/** The captcha answer becomes the puzzle of its kind; an answer without the fields its kind needs is refused, not drawn half-empty. */
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { ApiError } from '@racing/shared/src/api/api-error';
import { captchaFrom } from './captcha-api';

beforeAll(() => initI18n('en'));

const slide = { captchaId: 'c1', type: 'slide' as const, width: 300, height: 150, background: 'data:image/png;base64,A', piece: 'data:image/png;base64,B', pieceY: 40, pieceSize: 50 };

it('reads a slide answer as a slide puzzle and a rotate answer as a rotate puzzle', () => {
  expect(captchaFrom(slide)).toEqual(slide);
  expect(captchaFrom({ captchaId: 'c2', type: 'rotate', size: 200, image: 'data:image/png;base64,C' })).toEqual({ captchaId: 'c2', type: 'rotate', size: 200, image: 'data:image/png;base64,C' });
});

it('refuses an answer missing a field its kind needs', () => {
  const { piece: _piece, ...withoutPiece } = slide;
  expect(() => captchaFrom(withoutPiece)).toThrow(ApiError);
  expect(() => captchaFrom({ captchaId: 'c3', type: 'rotate', size: 200 })).toThrow('Service unavailable. Please try again later.');
});
