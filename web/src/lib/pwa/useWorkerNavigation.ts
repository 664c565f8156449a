import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPath, isNavigateMessage } from './worker-messages';

/**
 * A tapped notification's page, opened by the router when the service worker asks this window to show it (before
 * this hook runs, the early entry loads the page instead: followWorkerNavigationEarly).
 */
export function useWorkerNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const follow = (event: MessageEvent) => {
      const path = isNavigateMessage(event.data) ? appPath(event.data.url, location.origin) : undefined;
      if (path) navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', follow);
    window.workerNavigationRouted = true;
    return () => {
      window.workerNavigationRouted = false;
      navigator.serviceWorker.removeEventListener('message', follow);
    };
  }, [navigate]);
}
