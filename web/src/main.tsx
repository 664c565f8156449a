import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadFirstScreen } from './app/router';
import { InstalledAppSlot } from './lib/pwa/InstalledAppSlot';
import { Toasts } from './lib/ui/Toasts';
import './styles.css';

// Nothing else loads up front: /config.json with its validator and Amplify come when a screen first needs them
// (a session check, a form being filled in, an API call), so the sign-in screen paints with React alone.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// A dashboard page renders once its chunks are here (the sign-in page at once). Should one fail to load, the
// render goes ahead and the page's own lazy load tries again. As a transition, React renders the first screen in
// slices that leave the page responsive, rather than in one long task.
void preloadFirstScreen()
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <InstalledAppSlot />
            <AppRoutes />
          </BrowserRouter>
          <Toasts />
        </StrictMode>,
      ),
    ),
  );
