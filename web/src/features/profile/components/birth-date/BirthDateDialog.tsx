/**
 * The birth-date step: asked once, when the API answered an adult's action (a join request, a hosted event, a
 * purchase) with BIRTH_DATE_REQUIRED. Saving closes it and the action is tried again (useBirthDateStep); closing it
 * leaves the action refused, with the server's words.
 */
import { useBirthDateSave } from './useBirthDateSave';
import { BirthDateInput } from './BirthDateInput';
import { Dialog } from '../../../../lib/ui/Dialog';
import { primaryButton, secondaryButton } from '../../../../lib/ui/classes';
import { birthDateCopy as copy } from '../../../../copy/birth-date';

export interface BirthDateDialogProps {
  /** true once the date is saved, false when the person closed the step */
  onDone: (saved: boolean) => void;
}

export default function BirthDateDialog({ onDone }: BirthDateDialogProps) {
  const form = useBirthDateSave(() => onDone(true));
  return (
    <Dialog title={copy.dialogTitle} onClose={form.saving ? () => undefined : () => onDone(false)}>
      <form onSubmit={form.submit} noValidate aria-busy={form.saving} className="flex flex-col gap-3">
        <p className="text-sm text-slate-800">{copy.why}</p>
        <BirthDateInput form={form} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => onDone(false)}
            disabled={form.saving}
          >
            {copy.cancel}
          </button>
          <button type="submit" className={primaryButton} disabled={form.saving}>
            {form.saving ? copy.saving : copy.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
