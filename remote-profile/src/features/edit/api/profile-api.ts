/** The edit page's calls: an image upload (POST /app/base/comm/upload, multipart) and POST /app/user/info/updatePerson. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody } from '@racing/shared/src/api/api-contract';

export type ProfileChanges = RequestBody<'/app/user/info/updatePerson'>;

/** Uploads one image; answers its URL on this server (only the uploader may then use it as an avatar). */
export function uploadImage(image: Blob, fileName: string, onProgress: (fraction: number) => void): Promise<string> {
  return api.upload('/app/base/comm/upload', image, { fileName, onProgress });
}

export function updatePerson(changes: ProfileChanges): Promise<null> {
  return api.post('/app/user/info/updatePerson', changes);
}
