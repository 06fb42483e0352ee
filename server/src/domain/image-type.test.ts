// Images are recognised by their first bytes only.
import { sniffImageType } from './image-type';

describe('sniffImageType', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'jpg'],
    [[...Buffer.from('GIF89a')], 'gif'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
  ])('recognises %j as %s', (bytes, ext) => {
    expect(sniffImageType(Uint8Array.from(bytes))?.ext).toBe(ext);
  });

  it.each([['<svg xmlns="http://www.w3.org/2000/svg">'], ['<html>'], ['GIF90a'], ['RIFF0000WAVE'], ['']])('refuses %j', (text) => {
    expect(sniffImageType(Buffer.from(text))).toBeUndefined();
  });
});
