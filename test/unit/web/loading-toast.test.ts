/**
 * The API's shared "Yükleniyor..." toast with the toast library loaded after the first screen: a request still
 * pending when the library arrives gets the toast, one already answered gets none.
 */
const hotToast = { loading: jest.fn(), dismiss: jest.fn() };
jest.mock('react-hot-toast', () => ({ __esModule: true, default: hotToast }));

type LoadingToast = typeof import('../../../web/src/lib/api/loading-toast');
type ToastLibrary = typeof import('../../../web/src/lib/ui/toast-library');

/** Fresh modules per test: the pending count and the library's loading live in module state. */
function freshModules(): { requests: LoadingToast; library: ToastLibrary } {
  let modules: { requests: LoadingToast; library: ToastLibrary } | undefined;
  jest.isolateModules(() => {
    modules = {
      requests: jest.requireActual('../../../web/src/lib/api/loading-toast'),
      library: jest.requireActual('../../../web/src/lib/ui/toast-library'),
    };
  });
  return modules!;
}

beforeEach(() => jest.clearAllMocks());

it('shows the toast for a request still pending when the library arrives', async () => {
  const { requests, library } = freshModules();
  requests.requestStarted();
  expect(hotToast.loading).not.toHaveBeenCalled();
  await library.loadToastLibrary();
  expect(hotToast.loading).toHaveBeenLastCalledWith('Yükleniyor...', { id: 'api-loading' });

  requests.requestSettled();
  await library.toastLibraryLoaded;
  expect(hotToast.dismiss).toHaveBeenLastCalledWith('api-loading');
});

it('shows nothing for a request answered before the library arrives', async () => {
  const { requests, library } = freshModules();
  requests.requestStarted();
  requests.requestSettled();
  await library.loadToastLibrary();
  expect(hotToast.loading).not.toHaveBeenCalled();
});

it('shows the toast at once when the library is already here', async () => {
  const { requests, library } = freshModules();
  await library.loadToastLibrary();
  requests.requestStarted();
  await library.toastLibraryLoaded;
  expect(hotToast.loading).toHaveBeenCalledTimes(1);
});
