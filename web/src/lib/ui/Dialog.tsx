/**
 * A modal dialog: portalled over the page, labelled by its title, focus moved in and trapped, Escape closes, and
 * focus returns to whatever opened it.
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** @default 'max-w-lg' */
  widthClass?: string;
}

export function Dialog({ title, onClose, children, widthClass = 'max-w-lg' }: DialogProps) {
  const titleId = useId();
  const { ref: panel, onKeyDown: trapFocus } = useFocusTrap<HTMLDivElement>(onClose);

  return createPortal(
    <div className="fixed inset-0 z-[1000] flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapFocus}
        className={`max-h-[92dvh] w-full ${widthClass} overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl sm:rounded-2xl`}
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Kapat"
            className="rounded-lg px-2 py-1 text-xl leading-none text-slate-700 hover:bg-slate-100"
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
