/**
 * A modal's keyboard contract: focus moves into the panel when it opens, Tab and Shift+Tab stay inside it, Escape
 * closes it, and focus returns to whatever opened it. Spread the returned props on the panel.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open modals, innermost last: keys that reach the document belong to the innermost one only. */
const openPanels: HTMLElement[] = [];

export function useFocusTrap<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const panel = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    panel?.querySelector<HTMLElement>(focusable)?.focus();
    if (!panel) return () => opener?.focus();
    openPanels.push(panel);
    const first = () => panel.querySelector<HTMLElement>(focusable);
    // The control that had focus can be disabled or removed under it (a form's button while it sends): the browser
    // then drops focus to the page, where the panel's own key handler would no longer hear Escape or Tab. Focus
    // goes back to the panel (focusable by script, so a click on its text keeps focus in it too), and until it
    // does, keys on the page still reach it.
    panel.tabIndex = -1;
    const onFocusLost = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && panel.isConnected && openPanels.at(-1) === panel) panel.focus();
      });
    };
    const onStrayKey = (event: globalThis.KeyboardEvent) => {
      if (openPanels.at(-1) !== panel || panel.contains(event.target as Node)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        first()?.focus();
      }
    };
    panel.addEventListener('focusout', onFocusLost);
    document.addEventListener('keydown', onStrayKey);
    return () => {
      panel.removeEventListener('focusout', onFocusLost);
      document.removeEventListener('keydown', onStrayKey);
      openPanels.splice(openPanels.indexOf(panel), 1);
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return { ref, onKeyDown };
}
