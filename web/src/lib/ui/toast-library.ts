/**
 * react-hot-toast in a chunk of its own, so no first screen waits for it: the Toasts slot asks for it a while after
 * the page has loaded, and an outcome toast raised before that asks for it at once.
 */
export type ToastLibrary = typeof import('react-hot-toast');

let loading: Promise<ToastLibrary> | undefined;
let loaded: (library: ToastLibrary) => void;

/** Settles once the library is here, without asking for it. */
export const toastLibraryLoaded = new Promise<ToastLibrary>((resolve) => (loaded = resolve));

export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-hot-toast').then(
    (library) => {
      loaded(library);
      return library;
    },
    (error: unknown) => {
      // Not kept: the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
