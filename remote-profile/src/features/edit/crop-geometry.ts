/**
 * The avatar crop's geometry: the picture lies under a square frame of `frame` screen pixels, drawn at `scale`
 * screen pixels per picture pixel with its top-left corner at (x, y) in the frame's coordinates. The picture always
 * covers the frame (no empty corner in an avatar) and zooms from "just covers" up to four times that.
 */
export interface Size {
  width: number;
  height: number;
}

export interface CropView {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MAX_ZOOM = 4;

/** The scale at which the picture's shorter side just fills the frame. */
export function coverScale(image: Size, frame: number): number {
  return frame / Math.min(image.width, image.height);
}

/** The picture centred and just covering the frame. */
export function initialView(image: Size, frame: number): CropView {
  const scale = coverScale(image, frame);
  return { scale, x: (frame - image.width * scale) / 2, y: (frame - image.height * scale) / 2 };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The nearest view that keeps the zoom in bounds and the frame covered. */
export function clampView(view: CropView, image: Size, frame: number): CropView {
  const min = coverScale(image, frame);
  const scale = clamp(view.scale, min, min * MAX_ZOOM);
  return { scale, x: clamp(view.x, frame - image.width * scale, 0), y: clamp(view.y, frame - image.height * scale, 0) };
}

/** A drag by (dx, dy) screen pixels. */
export function panView(view: CropView, dx: number, dy: number, image: Size, frame: number): CropView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, image, frame);
}

/** A zoom by `factor` that keeps the picture point under `center` (frame coordinates) where it is. */
export function zoomView(view: CropView, factor: number, center: Point, image: Size, frame: number): CropView {
  const min = coverScale(image, frame);
  const scale = clamp(view.scale * factor, min, min * MAX_ZOOM);
  const ratio = scale / view.scale;
  return clampView({ scale, x: center.x - (center.x - view.x) * ratio, y: center.y - (center.y - view.y) * ratio }, image, frame);
}

/** The square of the picture (in its own pixels) that the frame shows. */
export function sourceSquare(view: CropView, frame: number): { x: number; y: number; size: number } {
  // 0 - x, not -x: a picture flush with the frame starts at 0, not -0.
  return { x: (0 - view.x) / view.scale, y: (0 - view.y) / view.scale, size: frame / view.scale };
}
