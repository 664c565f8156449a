/**
 * Where toasts show: react-hot-toast's Toaster, once its chunk is here (./toast-library.ts). The slot asks for it a
 * while after the page's load, as the shell does for the bell, or at the user's first tap or key before that: an
 * outcome toast follows something the user did, and the chunk is then usually here before the toast is raised.
 */
import { useEffect, useState } from 'react';
import { afterLoadDelaysMs, useAfterLoad } from '../after-load';
import { loadToastLibrary, toastLibraryLoaded, type ToastLibrary } from './toast-library';

const firstInteractions = ['pointerdown', 'keydown'] as const;

export function Toasts() {
  const [library, setLibrary] = useState<ToastLibrary>();
  const due = useAfterLoad(afterLoadDelaysMs.toasts);
  useEffect(() => {
    void toastLibraryLoaded.then(setLibrary);
  }, []);
  useEffect(() => {
    // A failure is left to the next toast, which asks again.
    const load = () => void loadToastLibrary().catch(() => undefined);
    if (due) {
      load();
      return;
    }
    for (const type of firstInteractions) addEventListener(type, load, { once: true, capture: true });
    return () => {
      for (const type of firstInteractions) removeEventListener(type, load, { capture: true });
    };
  }, [due]);
  return library && <library.Toaster position="top-center" toastOptions={{ duration: 4000 }} />;
}
