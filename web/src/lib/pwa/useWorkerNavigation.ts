import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPath, isNavigateMessage } from './worker-messages';

/** A tapped notification's page, opened by the router when the service worker asks this window to show it. */
export function useWorkerNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const follow = (event: MessageEvent) => {
      const path = isNavigateMessage(event.data) ? appPath(event.data.url, location.origin) : undefined;
      if (path) navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', follow);
    return () => navigator.serviceWorker.removeEventListener('message', follow);
  }, [navigate]);
}
