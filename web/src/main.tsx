import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { router } from './app/router';
import { siteConfig } from './lib/config/site-config';
import { commonCopy } from './copy/common';
import './styles.css';

// /config.json, its validator and Amplify are not needed to paint the first screen: load them once the
// browser is idle, so they are ready by the time a form is submitted (first use also triggers them).
function loadConfigWhenIdle() {
  siteConfig().catch((error: unknown) => {
    console.error('Site configuration failed to load', error);
    toast.error(commonCopy.configFailed);
  });
}
if ('requestIdleCallback' in window) window.requestIdleCallback(loadConfigWhenIdle, { timeout: 2000 });
else setTimeout(loadConfigWhenIdle, 200);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster position="top-center" toastOptions={{ duration: 4000 }} />
  </StrictMode>,
);
