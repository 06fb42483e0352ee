import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole } from '../../../test/console-test-env';
import { addNotice, getNotice, publishNotice, updateNotice, type Notice } from '../api/notices-api';
import { checkTabTexts, displayTitle } from '../notice-texts';
import { NoticeEditor, type NoticePermissions } from './notice-editor';

jest.mock('../api/notices-api', () => ({
  ...jest.requireActual('../api/notices-api'),
  getNotice: jest.fn(),
  addNotice: jest.fn(),
  updateNotice: jest.fn(),
  publishNotice: jest.fn(),
  unpublishNotice: jest.fn(),
  deleteNotices: jest.fn(),
}));

// antd's Drawer, Tabs and Form take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

const ALL: NoticePermissions = { add: true, update: true, publish: true, unpublish: true, delete: true };

function savedNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 7,
    status: 'draft',
    pinned: false,
    publishFrom: null,
    publishUntil: null,
    texts: { en: { title: 'Maintenance', content: 'Tonight' }, fr: { title: 'Maintenance', content: 'Ce soir' } },
    createTime: '2027-06-01T08:00:00.000Z',
    updateTime: '2027-06-01T08:00:00.000Z',
    ...overrides,
  };
}

async function openEditor(target: number | 'new', onChanged = jest.fn()) {
  await renderConsole(<NoticeEditor target={target} permissions={ALL} onClose={jest.fn()} onChanged={onChanged} />);
  return onChanged;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('notice editor', () => {
  it('sends a text for each language written, and none for the blank tabs', async () => {
    jest.mocked(addNotice).mockResolvedValue(savedNotice({ id: 12 }));
    const onChanged = await openEditor('new');

    fireEvent.click(screen.getByTestId('notice-tab-en'));
    type('notice-title-en', 'Maintenance');
    type('notice-content-en', 'The board pauses at 02:00.');
    fireEvent.click(screen.getByTestId('notice-tab-zh-cn'));
    type('notice-title-zh-cn', '维护公告');
    type('notice-content-zh-cn', '02:00 暂停投注。');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-save'));
    });

    await waitFor(() => expect(addNotice).toHaveBeenCalledTimes(1));
    expect(addNotice).toHaveBeenCalledWith({
      texts: { 'zh-cn': { title: '维护公告', content: '02:00 暂停投注。' }, en: { title: 'Maintenance', content: 'The board pauses at 02:00.' } },
      pinned: false,
      publishFrom: null,
      publishUntil: null,
    });
    expect(onChanged).toHaveBeenCalled();
    expect(await screen.findByText('Notice #12')).toBeInTheDocument();
  });

  it('refuses to save without any text, and a tab with a title but no content', async () => {
    await openEditor('new');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-save'));
    });
    expect(screen.getByTestId('notice-texts-error')).toHaveTextContent('Write a title and content in at least one language');

    fireEvent.click(screen.getByTestId('notice-tab-es'));
    type('notice-title-es', 'Mantenimiento');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-save'));
    });
    expect(screen.getByTestId('notice-texts-error')).toHaveTextContent('This language has a title but no content');
    expect(addNotice).not.toHaveBeenCalled();
  });

  it('publishes an edited notice after saving its texts, keeping the languages it had', async () => {
    jest.mocked(getNotice).mockResolvedValue(savedNotice());
    jest.mocked(updateNotice).mockResolvedValue(savedNotice());
    jest.mocked(publishNotice).mockResolvedValue(savedNotice({ status: 'published' }));
    await openEditor(7);
    expect(screen.getByTestId('notice-title-fr')).toHaveValue('Maintenance');

    type('notice-content-fr', 'Ce soir à 2 h');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-publish'));
    });

    await waitFor(() => expect(publishNotice).toHaveBeenCalledWith(7));
    expect(updateNotice).toHaveBeenCalledWith(7, expect.objectContaining({ texts: { en: { title: 'Maintenance', content: 'Tonight' }, fr: { title: 'Maintenance', content: 'Ce soir à 2 h' } } }));
    expect(jest.mocked(updateNotice).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(publishNotice).mock.invocationCallOrder[0]);
    expect(await screen.findByTestId('notice-unpublish')).toBeInTheDocument();
  });

  it('publishes an unchanged notice without saving it again', async () => {
    jest.mocked(getNotice).mockResolvedValue(savedNotice({ publishFrom: '2027-06-02T08:00:00Z' }));
    jest.mocked(updateNotice).mockClear();
    jest.mocked(publishNotice).mockResolvedValue(savedNotice({ status: 'published', publishFrom: '2027-06-02T08:00:00Z' }));
    await openEditor(7);
    expect(screen.getByTestId('notice-title-fr')).toHaveValue('Maintenance');

    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-publish'));
    });

    await waitFor(() => expect(publishNotice).toHaveBeenCalledWith(7));
    expect(updateNotice).not.toHaveBeenCalled();
    expect(await screen.findByTestId('notice-unpublish')).toBeInTheDocument();
  });

  it('previews the open tab as a player reads it', async () => {
    jest.mocked(getNotice).mockResolvedValue(savedNotice());
    await openEditor(7);
    fireEvent.click(screen.getByTestId('notice-tab-fr'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-preview'));
    });
    const phone = await screen.findByTestId('notice-preview-phone');
    expect(phone).toHaveTextContent('Ce soir');
    expect(phone).toHaveAttribute('lang', 'fr');
  });
});

describe('notice texts', () => {
  it('leaves blank languages out and trims', () => {
    expect(checkTabTexts({ en: { title: ' A ', content: 'B' }, es: { title: '', content: ' ' } })).toEqual({ ok: true, texts: { en: { title: 'A', content: 'B' } } });
  });

  it("shows the operator's language's title, else the first language that has one", () => {
    const texts = { 'zh-tw': { title: '公告', content: '…' }, es: { title: 'Aviso', content: '…' } };
    expect(displayTitle(texts, 'es')).toBe('Aviso');
    expect(displayTitle(texts, 'en')).toBe('公告');
  });
});
