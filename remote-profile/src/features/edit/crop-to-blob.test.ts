/** The crop's output: a 512×512 canvas holding exactly the framed square of the picture. */
import { AVATAR_SIZE, avatarTypeFor, drawAvatar } from './crop-to-blob';
import { initialView, sourceSquare } from './crop-geometry';

/** jsdom has no 2d canvas: a context that records what is drawn stands in for the browser's. */
function recordingCanvas() {
  const context = { fillRect: jest.fn(), drawImage: jest.fn(), fillStyle: '', imageSmoothingEnabled: false, imageSmoothingQuality: 'low' };
  const canvas = document.createElement('canvas');
  jest.spyOn(canvas, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return { canvas, context };
}

it('draws the framed square of a landscape photo onto a square 512×512 canvas', () => {
  const { canvas, context } = recordingCanvas();
  const picture = document.createElement('img');
  const square = sourceSquare(initialView({ width: 4000, height: 3000 }, 300), 300);
  const drawn = drawAvatar(picture, square, 'image/jpeg', canvas);
  expect([drawn.width, drawn.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
  expect(context.drawImage).toHaveBeenCalledWith(picture, 500, 0, 3000, 3000, 0, 0, 512, 512);
  // A JPEG gets a white ground under any transparent pixel.
  expect(context.fillRect).toHaveBeenCalledWith(0, 0, 512, 512);
});

it('keeps a PNG a PNG (transparency), and makes every other picture a JPEG', () => {
  expect(avatarTypeFor('image/png')).toBe('image/png');
  expect(avatarTypeFor('image/heic')).toBe('image/jpeg');
  expect(avatarTypeFor('image/webp')).toBe('image/jpeg');
  const { canvas, context } = recordingCanvas();
  drawAvatar(document.createElement('img'), { x: 0, y: 0, size: 10 }, 'image/png', canvas);
  expect(context.fillRect).not.toHaveBeenCalled();
});
