/** One save of the profile: busy flag, a polite status line and the spec's success or failure toast. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Profile, ProfileUpdate } from '@contracts/profile';
import { updateProfile } from '../api';
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
      const message = failureMessage(error, texts.failed);
      setAnnouncement(message);
      toast.error(message);
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  return { saving, announcement, announce: setAnnouncement, save };
}
