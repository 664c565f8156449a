/** Profile details form: saves only the changed fields with PUT /private/profile. */
import { useId, useState, type FormEvent } from 'react';
import type { Profile } from '@contracts/profile';
import { titleTurkish } from '@contracts/turkish-text';
import { profileCopy } from '../../../../copy/profile';
import { inputClass, labelClass, primaryButton, sectionTitle } from '../../../../lib/ui/classes';
import { AddressSearch, CityDistrictFields, useSelectedPlacePoint, type ChosenPlace } from '../../../places';
import {
  changedDetails,
  detailLimits,
  draftFromProfile,
  placeErrorOf,
  validateDetails,
  type DetailsDraft,
} from './details';
import { useProfileSave } from './useProfileSave';
import { UsernameField } from './UsernameField';

interface DetailsFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

function chosenPlaceOf(draft: DetailsDraft): ChosenPlace | null {
  return draft.coordinates && draft.exactLocation
    ? { coordinates: draft.coordinates, exactLocation: draft.exactLocation }
    : null;
}

/** "İzmir, Konak" as the selects read, for telling the user they moved. */
function selectsText({ city, district }: Pick<DetailsDraft, 'city' | 'district'>): string {
  return [city, titleTurkish(district)].filter(Boolean).join(', ');
}

export function DetailsForm({ profile, onSaved }: DetailsFormProps) {
  const copy = profileCopy.settings;
  const fieldId = useId();
  const [draft, setDraft] = useState<DetailsDraft>(() => draftFromProfile(profile));
  /** said when a picked place moved the province and district selects, so a far pick never passes unseen */
  const [selectsMoved, setSelectsMoved] = useState('');
  const selectsPoint = useSelectedPlacePoint(draft.city, draft.district);
  const { saving, announcement, announce, save } = useProfileSave(
    { saved: copy.saved, failed: copy.saveFailed },
    onSaved,
  );
  const update = changedDetails(profile, draft);
  const errors = validateDetails(update);
  const hasChanges = Object.keys(update).length > 0;
  const valid = Object.keys(errors).length === 0;
  const placeError = placeErrorOf(errors);

  function edit(changes: Partial<DetailsDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function choosePlace(place: ChosenPlace | null) {
    // A picked place moves the province and district selects with it (saved together).
    const selects = place?.city ? { city: place.city, district: place.district ?? '' } : undefined;
    const moved = selects && (selects.city !== draft.city || selects.district !== draft.district);
    setSelectsMoved(
      moved
        ? profileCopy.location.selectsFollowPlace(
            selectsText(selects),
            draft.city ? selectsText(draft) : undefined,
          )
        : '',
    );
    edit({
      coordinates: place?.coordinates ?? null,
      exactLocation: place?.exactLocation ?? null,
      ...selects,
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasChanges || !valid) return;
    announce(copy.saving);
    const saved = await save(update);
    if (saved) {
      setDraft(draftFromProfile(saved));
      setSelectsMoved('');
    }
  }

  const bioLength = draft.bio.length;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${fieldId}-title`} className="flex flex-col gap-5">
      <h2 id={`${fieldId}-title`} className={sectionTitle}>
        {copy.detailsTitle}
      </h2>

      <div>
        <label htmlFor={`${fieldId}-displayName`} className={labelClass}>
          {copy.displayName}
        </label>
        <input
          id={`${fieldId}-displayName`}
          name="displayName"
          autoComplete="nickname"
          value={draft.displayName}
          maxLength={detailLimits.displayName}
          disabled={saving}
          aria-invalid={errors.displayName !== undefined}
          aria-describedby={errors.displayName ? `${fieldId}-displayName-error` : undefined}
          onChange={(event) => edit({ displayName: event.target.value })}
          className={inputClass}
        />
        {errors.displayName && (
          <p id={`${fieldId}-displayName-error`} className="mt-1 text-xs text-red-700">
            {errors.displayName}
          </p>
        )}
      </div>

      <UsernameField
        value={draft.username}
        savedUsername={profile.username}
        error={errors.username}
        disabled={saving}
        onChange={(username) => edit({ username })}
      />

      <div>
        <label htmlFor={`${fieldId}-bio`} className={labelClass}>
          {copy.bio}
        </label>
        <textarea
          id={`${fieldId}-bio`}
          name="bio"
          rows={4}
          value={draft.bio}
          maxLength={detailLimits.bio}
          disabled={saving}
          aria-describedby={`${fieldId}-bio-counter`}
          onChange={(event) => edit({ bio: event.target.value })}
          className={`${inputClass} resize-y`}
        />
        <p id={`${fieldId}-bio-counter`} className="mt-1 text-right text-xs text-slate-600">
          {copy.bioCounter(bioLength, detailLimits.bio ?? bioLength)}
        </p>
      </div>

      <div>
        <CityDistrictFields
          city={draft.city}
          district={draft.district}
          disabled={saving}
          onChange={(place) => {
            setSelectsMoved('');
            edit(place);
          }}
        />
        <p role="status" className="text-sm font-medium text-amber-800">
          {selectsMoved}
        </p>
      </div>

      <AddressSearch
        chosen={chosenPlaceOf(draft)}
        near={draft.coordinates ?? selectsPoint}
        disabled={saving}
        onChoose={choosePlace}
      />
      {placeError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {placeError}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <button type="submit" disabled={saving || !hasChanges || !valid} className={primaryButton}>
          {saving ? copy.saving : copy.save}
        </button>
        {!hasChanges && <span className="text-sm text-slate-600">{copy.nothingChanged}</span>}
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
          {announcement}
        </p>
      </div>
    </form>
  );
}
