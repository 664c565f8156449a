/**
 * One save of the profile: busy flag, a polite status line (with the server's own reason on failure) and the
 * spec's success or failure toast.
 */
import { useState } from 'react';
import { toast } from '../../../../lib/ui/toast';
import type { Profile } from '@contracts/profile';
import type { ProfileUpdate } from '@contracts/profile-update';
import { updateProfile } from '../../settings-api';
import { failureMessage } from '../errors';

interface SaveTexts {
  saved: string;
  failed: string;
}

export function useProfileSave(texts: SaveTexts, onSaved: (profile: Profile) => void) {
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  /** The saved profile, or undefined when the save failed (the user has been told why). */
  async function save(update: ProfileUpdate): Promise<Profile | undefined> {
    setSaving(true);
    try {
      const saved = await updateProfile(update);
      onSaved(saved);
      setAnnouncement(texts.saved);
      toast.success(texts.saved);
      return saved;
    } catch (error) {
      // The toast is always the spec's text; the status line next to the form says what exactly went wrong.
      setAnnouncement(failureMessage(error, texts.failed));
      toast.error(texts.failed);
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  return { saving, announcement, announce: setAnnouncement, save };
}
