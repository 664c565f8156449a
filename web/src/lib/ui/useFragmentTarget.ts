/**
 * The element the address's fragment names (`/topluluk-kurallari#safety`), brought into view once the page has
 * rendered it: a lazy page arrives after the browser's own jump to the fragment has found nothing. A focusable
 * target (tabIndex -1) takes focus too, as the browser's jump would move the keyboard's starting point there.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useFragmentTarget(): string {
  const { hash } = useLocation();
  let id = '';
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape names no element.
  }
  useEffect(() => {
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, [id]);
  return id;
}
