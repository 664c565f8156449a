/**
 * Profile picture: idle -> uploading (progress) -> saved. Ask for a presigned slot (its URL is signed for
 * this file's exact size), PUT the file to it, then point the profile at the served URL (the server checks
 * the uploaded object before accepting it).
 */
import { Icon } from '../../../../lib/ui/icons';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from '../../../../lib/ui/toast';
import type { Profile } from '@contracts/profile';
import { profileCopy } from '../../../../copy/profile';
import { requestAvatarUpload } from '../../settings-api';
import { Avatar } from '../../../../lib/ui/Avatar';

import type { AvatarContentType } from '@contracts/upload';
import { avatarAccept, checkAvatarFile } from './avatarFile';
import { uploadFile } from './uploadFile';
import { useProfileSave } from './useProfileSave';

/** The hidden file input is what takes focus; its visible label shows the ring. */
const peerFocusRing =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-600';

type UploadState = { kind: 'idle' } | { kind: 'uploading'; percent: number };

interface AvatarUploadProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

export function AvatarUpload({ profile, onSaved }: AvatarUploadProps) {
  const copy = profileCopy.picture;
  const inputId = useId();
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const { announcement, announce, save } = useProfileSave(
    { saved: profileCopy.settings.saved, failed: profileCopy.settings.saveFailed },
    onSaved,
  );

  function fail(message: string) {
    setUpload({ kind: 'idle' });
    announce(message);
    toast.error(message);
  }

  async function send(file: File, contentType: AvatarContentType) {
    setUpload({ kind: 'uploading', percent: 0 });
    announce(copy.uploadStarted);
    let slot;
    try {
      slot = await requestAvatarUpload({
        contentType,
        fileName: file.name.slice(0, 200) || 'avatar',
        fileSize: file.size,
      });
    } catch {
      return fail(copy.uploadSlotFailed);
    }
    try {
      await uploadFile(slot.url, file, slot.contentType || contentType, (percent) =>
        setUpload({ kind: 'uploading', percent }),
      );
    } catch {
      return fail(copy.uploadFailed);
    }
    await save({ profilePicture: slot.fileUrl });
    setUpload({ kind: 'idle' });
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    void checkAvatarFile(file).then(
      (check) => (check.ok ? send(file, check.contentType) : fail(check.problem)),
      () => fail(copy.uploadFailed),
    );
  }

  const uploading = upload.kind === 'uploading';
  const name = profile.displayName || profile.email;
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <Avatar
        name={name}
        pictureUrl={profile.profilePicture}
        alt={profileCopy.header.avatarAlt(name)}
        size="lg"
        raised
      />
      <div className="flex-1">
        <input
          id={inputId}
          type="file"
          accept={avatarAccept}
          disabled={uploading}
          onChange={onFileChosen}
          aria-describedby={`${inputId}-hint ${inputId}-status`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${peerFocusRing} ${
            uploading ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          <Icon name="camera" className="inline-block size-4 shrink-0" />
          {copy.choose}
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {copy.hint}
        </p>
        {uploading && (
          <div
            role="progressbar"
            aria-label={copy.title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            aria-valuetext={copy.uploading(upload.percent)}
            className="mt-2 h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-linear-to-r from-violet-600 to-fuchsia-500 transition-all"
              style={{ width: `${upload.percent}%` }}
            />
          </div>
        )}
        <p id={`${inputId}-status`} role="status" aria-live="polite" className="mt-1 text-sm text-slate-700">
          {announcement}
        </p>
      </div>
    </div>
  );
}
