/** Which chosen files the chat sends as pictures: images up to the server's upload limit (UPLOAD_MAX_BYTES, 5 MB by default). */
export const PICTURE_MAX_MB = 5;
const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;

/** What is wrong with the file, or null. Some pickers give no type: the server then decides. */
export function pictureProblem(file: Blob): 'notImage' | 'tooLarge' | null {
  if (file.type && !file.type.startsWith('image/')) return 'notImage';
  if (file.size > PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
