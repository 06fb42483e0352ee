/**
 * Edit: the nickname rule (empty, 16 Chinese characters taken, 17 refused, the spec's words), the signature's 140
 * characters, the avatar rule, and an avatar chosen, cropped, uploaded with its progress and saved.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { HashRouter } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { openPicture } from '../features/edit/read-picture';
import EditPage from './edit-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn(), upload: jest.fn() } }));
// jsdom decodes no pictures: the chosen file opens as a 1000×800 photo.
jest.mock('../features/edit/read-picture', () => ({ ...jest.requireActual('../features/edit/read-picture'), openPicture: jest.fn() }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const upload = api.upload as jest.Mock;

const OLD_AVATAR = '/uploads/2026-11/0123456789abcdef0123456789abcdef.png';
const NEW_AVATAR = '/uploads/2026-11/fedcba9876543210fedcba9876543210.jpg';

async function show(person = buildUserInfo({ nickName: 'Racer', avatarUrl: OLD_AVATAR, signature: 'hi' })) {
  get.mockResolvedValue(person);
  post.mockResolvedValue(null);
  await act(async () => {
    render(
      <HashRouter>
        <EditPage />
      </HashRouter>,
    );
  });
  await screen.findByTestId('edit-nickname');
}

const nickname = () => screen.getByTestId('edit-nickname') as HTMLInputElement;
const save = () => userEvent.click(screen.getByTestId('edit-save'));
const updates = () => post.mock.calls.filter(([path]) => path === '/app/user/info/updatePerson').map(([, body]) => body);
const RULE = 'Please fill in your nickname, limited to 16 characters or Chinese characters';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  session.clear();
  window.history.replaceState(null, '', '#/pages/user/edit');
});

describe('nickname', () => {
  it('refuses an empty nickname with the spec message, sending nothing; typing one takes the message away', async () => {
    await show();
    await userEvent.clear(nickname());
    await save();
    expect(screen.getByTestId('edit-error')).toHaveTextContent(RULE);
    expect(updates()).toEqual([]);
    await userEvent.type(nickname(), 'Ada');
    expect(screen.getByTestId('edit-error')).toBeEmptyDOMElement();
  });

  it('refuses 17 Chinese characters and saves 16, counted as characters', async () => {
    await show();
    await userEvent.clear(nickname());
    await userEvent.type(nickname(), '赛'.repeat(17));
    expect(screen.getByTestId('edit-nickname-count')).toHaveTextContent('17/16');
    await save();
    expect(screen.getByTestId('edit-error')).toHaveTextContent(RULE);
    expect(updates()).toEqual([]);

    await userEvent.type(nickname(), '{Backspace}');
    await save();
    expect(updates()).toEqual([{ nickName: '赛'.repeat(16), signature: 'hi' }]);
    expect(await screen.findByText('User information saved successfully')).toBeInTheDocument();
    expect(session.userInfo?.nickName).toBe('赛'.repeat(16));
    // Alone in the history, the editor goes home once saved.
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it("shows the server's refusal in its own words", async () => {
    await show();
    post.mockRejectedValueOnce(new ApiError('Your login has expired, please log in again'));
    await save();
    expect(await screen.findByText('Your login has expired, please log in again')).toBeInTheDocument();
  });
});

it('stops the signature at 140 characters', async () => {
  await show();
  const signature = screen.getByTestId('edit-signature');
  await userEvent.clear(signature);
  fireEvent.change(signature, { target: { value: '字'.repeat(141) } });
  expect(signature).toHaveValue('字'.repeat(140));
  expect(screen.getByTestId('edit-signature-count')).toHaveTextContent('140/140');
  await save();
  expect(updates()).toEqual([{ nickName: 'Racer', signature: '字'.repeat(140) }]);
});

it('asks for an avatar before saving a profile that has none', async () => {
  await show(buildUserInfo({ nickName: 'Racer', avatarUrl: null }));
  await save();
  expect(screen.getByTestId('edit-error')).toHaveTextContent('Please upload an avatar');
  expect(updates()).toEqual([]);
});

it('opens the avatar large on a tap', async () => {
  await show();
  await userEvent.click(screen.getByTestId('avatar-preview-open'));
  await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img')).toHaveAttribute('src', OLD_AVATAR));
});

it('has no preview to open for a profile without an avatar', async () => {
  await show(buildUserInfo({ avatarUrl: null }));
  expect(screen.getByTestId('avatar-preview-open')).toBeDisabled();
  expect(screen.queryByTestId('avatar-image')).not.toBeInTheDocument();
});

describe('avatar', () => {
  const drawn = { drawImage: jest.fn(), fillRect: jest.fn() };
  /** Each encoded canvas: its size and type, and the blob it answered. */
  let encoded: Array<{ width: number; height: number; type?: string; blob: Blob }>;
  beforeEach(() => {
    encoded = [];
    URL.revokeObjectURL = jest.fn();
    const photo = Object.assign(document.createElement('img'), { src: 'blob:photo' });
    Object.defineProperties(photo, { naturalWidth: { value: 1000 }, naturalHeight: { value: 800 } });
    (openPicture as jest.Mock).mockResolvedValue({ picture: photo, url: 'blob:photo' });
    // jsdom has no 2d canvas: a recording context and an encoder that answers a small JPEG.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(drawn as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(this: HTMLCanvasElement, done, type) {
      const blob = new Blob(['jpeg'], { type });
      encoded.push({ width: this.width, height: this.height, type, blob });
      done(blob);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers the camera and the album, crops to 512×512, uploads with progress and saves the URL', async () => {
    await show();
    await userEvent.click(screen.getByTestId('avatar-change'));
    expect(await screen.findByText('Take a photo')).toBeInTheDocument();
    expect(screen.getByText('Choose from album')).toBeInTheDocument();
    expect(screen.getByTestId('avatar-input-camera')).toHaveAttribute('capture', 'user');

    await act(async () => {
      fireEvent.change(screen.getByTestId('avatar-input-album'), { target: { files: [new File(['photo'], 'photo.heic', { type: 'image/heic' })] } });
    });
    let finish!: (url: string) => void;
    let progress!: (fraction: number) => void;
    upload.mockImplementation((_path: string, _file: Blob, options: { onProgress: (fraction: number) => void }) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await userEvent.click(await screen.findByTestId('avatar-crop-confirm'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [path, blob, options] = upload.mock.calls[0];
    expect(path).toBe('/app/base/comm/upload');
    expect(options.fileName).toBe('avatar.jpg');
    expect(encoded).toEqual([{ width: 512, height: 512, type: 'image/jpeg', blob }]);
    expect(drawn.drawImage).toHaveBeenCalledWith(expect.anything(), 100, 0, 800, 800, 0, 0, 512, 512);

    act(() => progress(0.4));
    expect(screen.getByTestId('avatar-progress')).toHaveTextContent('Uploading 40%');
    await act(async () => finish(NEW_AVATAR));

    expect(updates()).toEqual([{ avatarUrl: NEW_AVATAR }]);
    expect(await screen.findByText('Avatar updated successfully')).toBeInTheDocument();
    expect(screen.getByTestId('avatar-image')).toHaveAttribute('src', NEW_AVATAR);
    expect(session.userInfo?.avatarUrl).toBe(NEW_AVATAR);
    expect(screen.queryByTestId('avatar-progress')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture before anything is sent', async () => {
    await show();
    await act(async () => {
      fireEvent.change(screen.getByTestId('avatar-input-album'), { target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] } });
    });
    expect(await screen.findByText('This file is not a picture. Please choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    expect(screen.queryByTestId('avatar-crop')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an upload, and keeps the old avatar", async () => {
    await show();
    upload.mockRejectedValue(new ApiError('The file is too large (limit 5 MB)', { code: 1002 }));
    await act(async () => {
      fireEvent.change(screen.getByTestId('avatar-input-album'), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    });
    await userEvent.click(await screen.findByTestId('avatar-crop-confirm'));
    expect(await screen.findByText('The file is too large (limit 5 MB)')).toBeInTheDocument();
    expect(upload.mock.calls[0][2].fileName).toBe('avatar.png');
    expect(updates()).toEqual([]);
    expect(screen.getByTestId('avatar-image')).toHaveAttribute('src', OLD_AVATAR);
  });
});
