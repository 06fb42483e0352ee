/** One toast on screen even when two bundles each carry this module and their own antd-mobile Toast. */
type ToastModule = typeof import('./toast');
type AntdToast = { show: jest.Mock; clear: jest.Mock };

/** A fresh copy of toast.ts with a fresh antd-mobile Toast of its own, as a second bundle would have. */
function loadCopy(): { toast: ToastModule; antd: AntdToast } {
  let loaded!: { toast: ToastModule; antd: AntdToast };
  jest.isolateModules(() => {
    const antd: AntdToast = { show: jest.fn(), clear: jest.fn() };
    jest.doMock('antd-mobile', () => ({ Toast: antd, unstableSetRender: jest.fn() }));
    loaded = { toast: jest.requireActual<ToastModule>('./toast'), antd };
  });
  return loaded;
}

it("clears the other copy's toast before showing its own, and leaves its own to antd-mobile", () => {
  const first = loadCopy();
  const second = loadCopy();
  first.toast.showToast('Published as a plan');
  expect(first.antd.show).toHaveBeenCalledWith(expect.objectContaining({ content: 'Published as a plan', icon: 'success' }));
  second.toast.showToast('Ann copied your plan', { icon: 'none' });
  expect(first.antd.clear).toHaveBeenCalledTimes(1);
  expect(second.antd.show).toHaveBeenCalledWith(expect.objectContaining({ content: 'Ann copied your plan', icon: undefined }));
  second.toast.showToast('Again');
  expect(second.antd.clear).not.toHaveBeenCalled();
  first.toast.showErrorToast(new Error('Too many requests'));
  expect(second.antd.clear).toHaveBeenCalledTimes(1);
});
