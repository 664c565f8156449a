/**
 * Saving the birth date, shared by the step (BirthDateDialog) and the settings field: the value checked with the
 * server's own schema and its rule against a date after today, sent once, the saved profile put in the profile's cache, and the server's words on a refusal
 * (a date already saved, an account that may not write).
 */
import { useState, type FormEvent } from 'react';
import { mutate } from 'swr';
import { futureBirthDateIssue } from '@contracts/profile-birth-date';
import { birthDateUpdateSchema } from '@contracts/profile-birth-date-schemas';
import type { Profile } from '@contracts/profile';
import { failedCallMessage } from '../../../../lib/api/client';
import { checkForm } from '../../../../lib/form-check';
import { birthDateCopy as copy } from '../../../../copy/birth-date';
import { profilePath } from '../../api';
import { updateProfile } from '../../settings-api';

export interface BirthDateForm {
  value: string;
  setValue: (value: string) => void;
  problem: string;
  saving: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

export function useBirthDateSave(onSaved: (profile: Profile) => void): BirthDateForm {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = checkForm(birthDateUpdateSchema, { birthDate: value });
    const refused = parsed.success
      ? futureBirthDateIssue(parsed.data.birthDate, new Date())
      : (parsed.error.issues[0]?.message ?? copy.failed);
    if (refused || !parsed.success) {
      setProblem(refused ?? copy.failed);
      return;
    }
    setSaving(true);
    setProblem('');
    try {
      const saved = await updateProfile(parsed.data);
      await mutate(profilePath, saved, { revalidate: false });
      onSaved(saved);
    } catch (failure) {
      setProblem(failedCallMessage(failure, copy.failed));
    } finally {
      setSaving(false);
    }
  }

  return { value, setValue, problem, saving, submit };
}
