/** Draws the framed square of the picture onto a 512×512 canvas and encodes it: the avatar the server stores. */
export const AVATAR_SIZE = 512;

export type AvatarType = 'image/png' | 'image/jpeg';

/** PNG keeps a transparent picture transparent; anything else becomes a JPEG, a fraction of the size. */
export function avatarTypeFor(sourceType: string): AvatarType {
  return sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

export function fileNameFor(type: AvatarType): string {
  return type === 'image/png' ? 'avatar.png' : 'avatar.jpg';
}

export function drawAvatar(
  picture: CanvasImageSource,
  square: { x: number; y: number; size: number },
  type: AvatarType,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): HTMLCanvasElement {
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  // JPEG has no transparency: a transparent pixel would turn black, so it sits on white.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, square.x, square.y, square.size, square.size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas;
}

export function canvasToBlob(canvas: HTMLCanvasElement, type: AvatarType): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas could not be encoded'))), type, 0.9);
  });
}
