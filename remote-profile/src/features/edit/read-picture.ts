/**
 * Checks a chosen file and opens it as a picture. The server takes uploads up to 5 MB (UPLOAD_MAX_BYTES), but what
 * it receives is the 512×512 crop, tens of kilobytes; the limit here is on the phone's original photo, so that
 * decoding it cannot exhaust a phone's memory.
 */
export const PICTURE_MAX_MB = 30;
const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;

/** The locale key of what is wrong with the file, or null. Some pickers give no type: decoding then decides. */
export function pictureFileError(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return 'edit.notImage';
  if (file.size > PICTURE_MAX_BYTES) return 'edit.tooLarge';
  return null;
}

/** Decodes the file; rejects when the browser cannot read it as a picture. The caller revokes `url` when done. */
export function openPicture(file: File): Promise<{ picture: HTMLImageElement; url: string }> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const picture = new Image();
    picture.onload = () => resolve({ picture, url });
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable picture'));
    };
    picture.src = url;
  });
}
