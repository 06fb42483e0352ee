// Reads the one image of a multipart upload request and judges it by its bytes; a body the parser cannot read is the client's bad input.
import { type FastifyRequest } from 'fastify';
import { ValidationError } from '../http/app-error';
import { sniffImageType, type ImageType } from '../domain/image-type';

/**
 * The parser (busboy, under @fastify/multipart) reports a malformed body as a plain Error with no code, so these
 * messages are how its refusals are told apart from faults: no boundary, an empty or over-long boundary, and a body
 * or part that ends before its closing boundary (wrong boundary, truncated part, cut headers).
 */
const MALFORMED_MULTIPART = [/^Multipart: Boundary not found$/, /^Boundary required$/, /^The needle /, /unexpected end of multipart data$/i];

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('code' in error) && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message));
}

/** The uploaded file's bytes and sniffed type; throws 1002 for no file, an unreadable body or a file that is not an image. */
export async function readUploadedImage(request: FastifyRequest): Promise<{ bytes: Buffer; type: ImageType }> {
  if (!request.isMultipart()) throw new ValidationError('uploadMissingFile');
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file) throw new ValidationError('uploadMissingFile');
    bytes = await file.toBuffer();
  } catch (error) {
    if (isMalformedMultipart(error)) throw new ValidationError('uploadMalformed');
    // Limits (size, file count) and multipart errors with a code have their own messages in the error envelope.
    throw error;
  }
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) throw new ValidationError('uploadNotImage');
  return { bytes, type };
}
