import { MAX_ZOOM, clampView, coverScale, initialView, panView, sourceSquare, zoomView } from './crop-geometry';

const photo = { width: 4000, height: 3000 };
const FRAME = 300;

it('starts centred with the shorter side just filling the frame', () => {
  const view = initialView(photo, FRAME);
  expect(view.scale).toBeCloseTo(0.1);
  expect(sourceSquare(view, FRAME)).toEqual({ x: 500, y: 0, size: 3000 });
});

it('never lets a drag uncover the frame', () => {
  const start = initialView(photo, FRAME);
  expect(sourceSquare(panView(start, 10_000, 0, photo, FRAME), FRAME).x).toBeCloseTo(0);
  expect(sourceSquare(panView(start, -10_000, 0, photo, FRAME), FRAME).x).toBeCloseTo(1000);
  expect(panView(start, 0, 50, photo, FRAME).y).toBe(0);
});

it('zooms between just covering and four times that, keeping the point under the fingers still', () => {
  const start = initialView(photo, FRAME);
  const center = { x: 150, y: 150 };
  const zoomed = zoomView(start, 2, center, photo, FRAME);
  expect(zoomed.scale).toBeCloseTo(start.scale * 2);
  // The picture point under the centre is the same before and after.
  expect((center.x - zoomed.x) / zoomed.scale).toBeCloseTo((center.x - start.x) / start.scale);
  expect(zoomView(start, 100, center, photo, FRAME).scale).toBeCloseTo(coverScale(photo, FRAME) * MAX_ZOOM);
  expect(zoomView(start, 0.01, center, photo, FRAME).scale).toBeCloseTo(coverScale(photo, FRAME));
});

it('always crops a square inside the picture', () => {
  const view = clampView({ scale: 0.37, x: -900, y: -500 }, photo, FRAME);
  const square = sourceSquare(view, FRAME);
  expect(square.x).toBeGreaterThanOrEqual(0);
  expect(square.y).toBeGreaterThanOrEqual(0);
  expect(square.x + square.size).toBeLessThanOrEqual(photo.width + 1e-9);
  expect(square.y + square.size).toBeLessThanOrEqual(photo.height + 1e-9);
});
