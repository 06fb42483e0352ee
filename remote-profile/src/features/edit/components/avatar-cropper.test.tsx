/** The crop view follows one finger's drag and two fingers' pinch, never past four times the covering zoom. */
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { AvatarCropper } from './avatar-cropper';

beforeAll(() => initI18n('en'));

// jsdom has no PointerEvent: without one, fireEvent sends a bare Event with no coordinates. A mouse event with an id is what a browser sends.
if (typeof window.PointerEvent === 'undefined') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}

/** A 1000×800 photo under the 342 px frame a 390 px wide phone gets: it just covers at 0.4275 per pixel. */
function showPhoto() {
  const photo = Object.assign(document.createElement('img'), { src: 'blob:photo' });
  Object.defineProperties(photo, { naturalWidth: { value: 1000 }, naturalHeight: { value: 800 } });
  render(<AvatarCropper picture={photo} sourceType="image/jpeg" onCancel={jest.fn()} onCropped={jest.fn()} onFailed={jest.fn()} />);
  const stage = screen.getByTestId('avatar-crop-stage');
  const picture = stage.querySelector('img') as HTMLImageElement;
  /** The picture's position and zoom, read back from its style. */
  const transform = () => {
    // The style may shorten translate(x, 0px) to translate(x).
    const style = picture.style.transform;
    const [x, y = 0] = (/translate\(([^)]*)\)/.exec(style)?.[1] ?? '').split(',').map((value) => parseFloat(value));
    return { x, y, scale: parseFloat(/scale\(([^)]*)\)/.exec(style)?.[1] ?? 'NaN') };
  };
  return { stage, transform };
}

beforeEach(() => {
  window.innerWidth = 390;
});

it('drags the picture with one finger, but not so far that the frame shows an empty edge', () => {
  const { stage, transform } = showPhoto();
  const start = transform();
  expect(start.scale).toBeCloseTo(342 / 800);
  fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(stage, { pointerId: 1, clientX: 70, clientY: 100 });
  expect(transform().x).toBeCloseTo(start.x - 30);
  fireEvent.pointerMove(stage, { pointerId: 1, clientX: -2000, clientY: 100 });
  expect(transform().x).toBeCloseTo(342 - 1000 * start.scale);
  fireEvent.pointerUp(stage, { pointerId: 1 });
  fireEvent.pointerMove(stage, { pointerId: 1, clientX: 500, clientY: 100 });
  expect(transform().x).toBeCloseTo(342 - 1000 * start.scale);
});

it('zooms with a pinch, up to four times and no further', () => {
  const { stage, transform } = showPhoto();
  const cover = transform().scale;
  fireEvent.pointerDown(stage, { pointerId: 1, clientX: 150, clientY: 171 });
  fireEvent.pointerDown(stage, { pointerId: 2, clientX: 190, clientY: 171 });
  fireEvent.pointerMove(stage, { pointerId: 2, clientX: 230, clientY: 171 });
  // The fingers spread from 40 to 80 px: twice the zoom.
  expect(transform().scale).toBeCloseTo(cover * 2);
  fireEvent.pointerMove(stage, { pointerId: 2, clientX: 2000, clientY: 171 });
  expect(transform().scale).toBeCloseTo(cover * 4);
});
