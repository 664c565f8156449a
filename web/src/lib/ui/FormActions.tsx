/**
 * A form's closing row: "Vazgeç" and the submit button, which says the form is sending while it does (and cannot
 * be pressed twice). Stacked on a phone with the submit button on top, side by side at the right on a wider screen.
 */
import { primaryButton, secondaryButton } from './classes';

interface FormActionsProps {
  /** the buttons' texts, as a form's copy has them */
  words: { readonly cancel: string; readonly send: string; readonly sending: string };
  sending: boolean;
  onCancel: () => void;
  /** a send that cannot be called back: no cancelling while it runs */
  lockCancelWhileSending?: boolean;
}

export function FormActions({ words, sending, onCancel, lockCancelWhileSending = false }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        className={secondaryButton}
        onClick={onCancel}
        disabled={lockCancelWhileSending && sending}
      >
        {words.cancel}
      </button>
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? words.sending : words.send}
      </button>
    </div>
  );
}
