// Renders the two captcha kinds on the server, so the answer never appears in markup: a slider puzzle and a slider rotate.
import { randomInt } from 'node:crypto';
import { Raster, randomColour, type Rgb } from './raster';

export const PUZZLE = { width: 300, height: 160, piece: 60, tolerancePx: 5 } as const;
export const ROTATE = { size: 200, toleranceDeg: 10 } as const;

export interface PuzzleCaptcha {
  kind: 'slide';
  /** The x offset the piece must be slid to. */
  answer: number;
  background: string;
  piece: string;
  pieceY: number;
}

export interface RotateCaptcha {
  kind: 'rotate';
  /** The clockwise rotation, in degrees, that sets the picture upright. */
  answer: number;
  image: string;
}

/** Whether (u, v) inside the piece's box belongs to the jigsaw piece: a square with a knob on top and on the right. */
function inPiece(u: number, v: number): boolean {
  const inSquare = u >= 8 && u < 52 && v >= 8 && v < 52;
  const topKnob = (u - 30) ** 2 + (v - 8) ** 2 <= 64;
  const rightKnob = (u - 52) ** 2 + (v - 30) ** 2 <= 64;
  return inSquare || topKnob || rightKnob;
}

function onPieceEdge(u: number, v: number): boolean {
  if (!inPiece(u, v)) return false;
  return !inPiece(u - 1, v) || !inPiece(u + 1, v) || !inPiece(u, v - 1) || !inPiece(u, v + 1);
}

function busyBackground(width: number, height: number): Raster {
  const raster = new Raster(width, height);
  raster.verticalGradient(randomColour(), randomColour());
  for (let i = 0; i < 14; i++) {
    const colour = randomColour(20, 235);
    if (randomInt(2) === 0) raster.fillCircle(randomInt(width), randomInt(height), randomInt(8, 40), colour, 0.55);
    else raster.fillRect(randomInt(width), randomInt(height), randomInt(10, 70), randomInt(10, 50), colour, 0.5);
  }
  raster.noise(18);
  return raster;
}

export function renderPuzzle(): PuzzleCaptcha {
  const { width, height, piece } = PUZZLE;
  const source = busyBackground(width, height);
  const x = randomInt(80, width - piece - 4);
  const y = randomInt(4, height - piece - 4);

  const pieceRaster = new Raster(piece, piece);
  const background = new Raster(width, height);
  background.data.set(source.data);
  for (let v = 0; v < piece; v++) {
    for (let u = 0; u < piece; u++) {
      if (!inPiece(u, v)) continue;
      const from = source.index(x + u, y + v);
      const to = pieceRaster.index(u, v);
      pieceRaster.data.set(source.data.subarray(from, from + 4), to);
      // The hole: darkened, with a light rim, like a missing piece.
      const edge = onPieceEdge(u, v);
      background.blend(x + u, y + v, edge ? [255, 255, 255] : [0, 0, 0], edge ? 0.8 : 0.55);
      if (edge) pieceRaster.blend(u, v, [255, 255, 255], 0.9);
    }
  }
  return { kind: 'slide', answer: x, background: background.toDataUrl(), piece: pieceRaster.toDataUrl(), pieceY: y };
}

/** An obviously upright scene: sky above, sun, ground below with a tree. */
function uprightScene(size: number): Raster {
  const raster = new Raster(size, size);
  const horizon = Math.round(size * 0.62);
  const sky: Rgb = [randomInt(60, 120), randomInt(140, 190), randomInt(210, 250)];
  raster.verticalGradient(sky, [230, 240, 250], 0, horizon);
  raster.verticalGradient([randomInt(60, 110), randomInt(150, 190), randomInt(60, 100)], [40, 90, 40], horizon, size);
  raster.fillCircle(size * 0.75, size * 0.22, size * 0.09, [255, 214, 64]);
  const trunkX = Math.round(size * (0.25 + randomInt(20) / 100));
  raster.fillRect(trunkX, horizon - Math.round(size * 0.2), Math.round(size * 0.06), Math.round(size * 0.26), [110, 70, 40]);
  raster.fillCircle(trunkX + size * 0.03, horizon - size * 0.26, size * 0.12, [40, 130, 50]);
  raster.fillRect(Math.round(size * 0.55), horizon - Math.round(size * 0.14), Math.round(size * 0.2), Math.round(size * 0.14), [200, 80, 60]);
  raster.noise(10);
  return raster;
}

export function renderRotate(): RotateCaptcha {
  const { size } = ROTATE;
  const scene = uprightScene(size);
  const turned = randomInt(40, 321); // shown turned this far clockwise: never nearly upright
  const radians = (turned * Math.PI) / 180;
  const out = new Raster(size, size);
  const c = (size - 1) / 2;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x - c;
      const dy = y - c;
      if (dx * dx + dy * dy > c * c) continue; // round picture: corners would give the angle away
      // Inverse rotation: which scene pixel lands here when the scene is turned clockwise by `turned`.
      const sx = Math.round(c + dx * cos + dy * sin);
      const sy = Math.round(c - dx * sin + dy * cos);
      if (sx < 0 || sy < 0 || sx >= size || sy >= size) continue;
      const from = scene.index(sx, sy);
      out.data.set(scene.data.subarray(from, from + 4), out.index(x, y));
    }
  }
  return { kind: 'rotate', answer: (360 - turned) % 360, image: out.toDataUrl() };
}

/** Whether a submitted answer is close enough: pixels for the puzzle, degrees (on the circle) for the rotation. */
export function answerMatches(kind: 'slide' | 'rotate', expected: number, given: number): boolean {
  if (!Number.isFinite(given)) return false;
  if (kind === 'slide') return Math.abs(given - expected) <= PUZZLE.tolerancePx;
  const diff = Math.abs((((given - expected) % 360) + 360) % 360);
  return Math.min(diff, 360 - diff) <= ROTATE.toleranceDeg;
}
