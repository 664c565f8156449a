/**
 * The settings tab's birth date, seen by its owner only: a field until it is saved, then the saved date, read-only
 * (support corrects a real mistake). Why it is asked and that nobody else sees it are said beside it.
 */
import { useId } from 'react';
import type { Profile } from '@contracts/profile';
import { primaryButton, sectionTitle } from '../../../../lib/ui/classes';
import { toast } from '../../../../lib/ui/toast';
import { birthDateCopy as copy } from '../../../../copy/birth-date';
import { BirthDateInput } from './BirthDateInput';
import { useBirthDateSave } from './useBirthDateSave';

const longDate = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'UTC' });

interface BirthDateFieldProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

export function BirthDateField({ profile, onSaved }: BirthDateFieldProps) {
  const titleId = useId();
  const form = useBirthDateSave((saved) => {
    toast.success(copy.saved);
    onSaved(saved);
  });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className={sectionTitle}>
        {copy.fieldTitle}
      </h2>
      <p className="text-sm text-slate-700">{copy.why}</p>
      {profile.birthDate ? (
        <p className="text-sm font-medium text-slate-900">
          {copy.savedValue(longDate.format(new Date(`${profile.birthDate}T00:00:00Z`)))}{' '}
          <span className="font-normal text-slate-700">
            {copy.privacy} {copy.hint}
          </span>
        </p>
      ) : (
        <form onSubmit={form.submit} noValidate aria-busy={form.saving} className="flex flex-col gap-3">
          <BirthDateInput form={form} autoFocus={false} />
          <div>
            <button type="submit" className={primaryButton} disabled={form.saving}>
              {form.saving ? copy.saving : copy.saveField}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
