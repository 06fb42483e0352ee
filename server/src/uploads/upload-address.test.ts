import { publicUploadUrl, uploadPathOf } from './upload-address';

const PUBLIC_URL = 'https://racing.example.com';
const PATH = '/uploads/2026-11/0123456789abcdef0123456789abcdef.png';

describe('upload addresses', () => {
  it('answers a stored path as it is without PUBLIC_URL, and under it with one', () => {
    expect(publicUploadUrl(PATH, undefined)).toBe(PATH);
    expect(publicUploadUrl(PATH, PUBLIC_URL)).toBe(`${PUBLIC_URL}${PATH}`);
  });

  it('leaves an address that is not ours (a WeChat login picture) as it is, even under PUBLIC_URL', () => {
    expect(publicUploadUrl('https://wx.qlogo.cn/a.png', PUBLIC_URL)).toBe('https://wx.qlogo.cn/a.png');
  });

  it('takes back our absolute form as the stored path, and nothing else', () => {
    expect(uploadPathOf(`${PUBLIC_URL}${PATH}`, PUBLIC_URL)).toBe(PATH);
    expect(uploadPathOf(PATH, PUBLIC_URL)).toBe(PATH);
    expect(uploadPathOf(`https://racing.example.com.evil.test${PATH}`, PUBLIC_URL)).toBe(`https://racing.example.com.evil.test${PATH}`);
    expect(uploadPathOf(`${PUBLIC_URL}${PATH}`, undefined)).toBe(`${PUBLIC_URL}${PATH}`);
  });
});
