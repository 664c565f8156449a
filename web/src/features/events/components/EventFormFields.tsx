/**
 * The event form's fields, one group per wizard step (spec section 4). The wizard shows one group at a time;
 * the edit screen shows groups 2 to 5 together. Each field is checked with the contract's own schema.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  categoriesOf,
  durationOptions,
  eventLanguages,
  gameTypes,
  participantLimits,
  platforms,
  physicalSkillLevels,
  skillLevels,
  tagGroupsOf,
} from '@contracts/events';
import { eventTextLimits, type EventFields } from '@contracts/event-schemas';
import { eventsCopy } from '../../../copy/events';
import { wizardCopy as copy } from '../../../copy/wizard';
import { AddressSearch, reversePlace, type ChosenPlace } from '../../places';
import { inputClass, labelClass } from '../../../lib/ui/classes';
import { SelectField } from '../../../lib/ui/SelectField';
import { LazyEventMap, type LngLat } from '../../map';
import { useProfile } from '../../profile';
import { istanbulToday } from '../format';
import { quickTimes } from './quick-times';
import type { EventForm, SetField } from './event-form';

interface StepProps {
  form: EventForm;
  setField: SetField;
  setForm: (change: Partial<EventForm>) => void;
}

export function BasicsFields({ form, setField }: StepProps) {
  const categories = categoriesOf(form.type);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="event-title" className={labelClass}>
          {copy.fields.title}
        </label>
        <input
          id="event-title"
          autoComplete="off"
          className={inputClass}
          value={form.title ?? ''}
          maxLength={eventTextLimits.title}
          onChange={(e) => setField('title', e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="event-description" className={labelClass}>
          {copy.fields.description}
        </label>
        <textarea
          id="event-description"
          rows={4}
          className={inputClass}
          value={form.description ?? ''}
          maxLength={eventTextLimits.description}
          onChange={(e) => setField('description', e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="event-category" className={labelClass}>
          {copy.fields.category}
        </label>
        <select
          id="event-category"
          className={inputClass}
          value={form.category ?? ''}
          onChange={(e) => {
            setField('category', e.target.value || undefined);
            setField('tags', []);
          }}
        >
          <option value="">{copy.fields.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function TagsFields({ form, setField }: StepProps) {
  // The chosen category's tags first, then those of the categories it combines with (a game plus "Ranked").
  const groups = form.category ? tagGroupsOf(form.type, form.category) : [];
  const tags = form.tags ?? [];
  const participants = form.maxParticipants ?? participantLimits.default;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className={labelClass}>{copy.fields.tags}</legend>
        <p className="mb-2 text-xs text-slate-700">
          {groups.length > 0 ? copy.fields.tagsHint : copy.fields.chooseCategoryFirst}
        </p>
        {groups.map((group) => (
          <div key={group.name} className="mb-2 flex flex-wrap gap-2" role="group" aria-label={group.name}>
            {group.tags.map((tag) => {
              const checked = tags.includes(tag);
              return (
                <label
                  key={tag}
                  className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700 ${checked ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={() =>
                      setField('tags', checked ? tags.filter((t) => t !== tag) : [...tags, tag])
                    }
                  />
                  {tag}
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      <div>
        <label htmlFor="event-participants" className={labelClass}>
          {copy.fields.maxParticipants(participants)}
        </label>
        <input
          id="event-participants"
          type="range"
          min={participantLimits.min}
          max={participantLimits.max}
          value={participants}
          onChange={(e) => setField('maxParticipants', Number(e.target.value))}
          className="w-full accent-violet-700"
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="event-skill" className={labelClass}>
            {copy.fields.skillLevel}
          </label>
          <select
            id="event-skill"
            className={inputClass}
            value={form.skillLevel ?? 'beginner'}
            onChange={(e) => setField('skillLevel', e.target.value as EventFields['skillLevel'])}
          >
            {(form.type === 'online' ? skillLevels : physicalSkillLevels).map((level) => (
              <option key={level} value={level}>
                {eventsCopy.skillLevels[level]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="event-price" className={labelClass}>
            {copy.fields.price}
          </label>
          <input
            id="event-price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={inputClass}
            value={form.price ?? 0}
            onChange={(e) => setField('price', Math.max(0, Number(e.target.value) || 0))}
          />
        </div>
      </div>
    </div>
  );
}

export function DateFields({ form, setField, setForm }: StepProps) {
  const online = form.type === 'online';
  // Online, the spec offers quick times or a custom date and time: the fields show once either is chosen.
  const [custom, setCustom] = useState(false);
  const dateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (custom) dateInput.current?.focus();
  }, [custom]);
  const picked = (option: { date: string; time: string }) =>
    !custom && form.date === option.date && form.time === option.time;
  const chip = (pressed: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${pressed ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-violet-700'}`;
  return (
    <div className="space-y-3">
      {online && (
        <fieldset>
          <legend className={labelClass}>{copy.fields.quickTimes}</legend>
          <div className="flex flex-wrap gap-2">
            {quickTimes().map((option) => (
              <button
                key={option.id}
                type="button"
                aria-pressed={picked(option)}
                className={chip(picked(option))}
                onClick={() => {
                  setCustom(false);
                  setForm({ date: option.date, time: option.time });
                }}
              >
                {copy.quickTimes[option.id]}
              </button>
            ))}
            <button
              type="button"
              aria-pressed={custom}
              className={chip(custom)}
              onClick={() => setCustom(true)}
            >
              {copy.quickTimes.custom}
            </button>
          </div>
        </fieldset>
      )}
      {(!online || custom || form.date) && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="event-date" className={labelClass}>
              {copy.fields.date}
            </label>
            <input
              ref={dateInput}
              id="event-date"
              type="date"
              min={istanbulToday()}
              className={inputClass}
              value={form.date ?? ''}
              onChange={(e) => setField('date', e.target.value || undefined)}
            />
          </div>
          <div>
            <label htmlFor="event-time" className={labelClass}>
              {copy.fields.time}
            </label>
            <input
              id="event-time"
              type="time"
              className={inputClass}
              value={form.time ?? ''}
              onChange={(e) => setField('time', e.target.value || undefined)}
            />
          </div>
          <div>
            <label htmlFor="event-duration" className={labelClass}>
              {copy.fields.duration}
            </label>
            <select
              id="event-duration"
              className={inputClass}
              value={form.durationMinutes ?? 60}
              onChange={(e) =>
                setField('durationMinutes', Number(e.target.value) as EventFields['durationMinutes'])
              }
            >
              {durationOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {copy.durations[minutes]}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </div>
  );
}

function placeToForm(place: ChosenPlace): Partial<EventForm> {
  const { lng, lat, address } = place.exactLocation;
  return {
    location: { name: address.split(',')[0]?.trim() || address, lng, lat, address },
    coordinates: [lng, lat],
    city: place.city,
    district: place.district,
  };
}

export function PlaceFields({ form, setField, setForm }: StepProps) {
  const chosen: ChosenPlace | null = useMemo(
    () =>
      form.location
        ? {
            coordinates: [form.location.lng, form.location.lat],
            exactLocation: { lng: form.location.lng, lat: form.location.lat, address: form.location.address },
          }
        : null,
    [form.location],
  );
  const picked: LngLat | null = form.location ? [form.location.lng, form.location.lat] : null;
  const { profile } = useProfile();

  async function pickOnMap([lng, lat]: LngLat) {
    let change: Partial<EventForm>;
    try {
      const [feature] = await reversePlace(lng, lat);
      const address = feature
        ? feature.properties.address || feature.place_name
        : copy.reverseFailed(lat, lng);
      change = placeToForm({
        coordinates: [lng, lat],
        exactLocation: { lng, lat, address },
        city: feature?.properties.city,
        district: feature?.properties.district,
      });
    } catch {
      // Reverse geocoding failed: the coordinates themselves describe the place.
      change = placeToForm({
        coordinates: [lng, lat],
        exactLocation: { lng, lat, address: copy.reverseFailed(lat, lng) },
      });
    }
    setForm(change);
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="event-public-location" className={labelClass}>
          {copy.fields.publicLocation}
        </label>
        <input
          id="event-public-location"
          autoComplete="off"
          className={inputClass}
          value={form.public_location ?? ''}
          maxLength={eventTextLimits.publicLocation}
          placeholder={copy.fields.publicLocationHint}
          onChange={(e) => setField('public_location', e.target.value)}
        />
      </div>
      <p className="text-sm text-slate-700">{copy.fields.mapHint}</p>
      <AddressSearch
        chosen={chosen}
        near={picked ?? profile?.placePoint ?? undefined}
        disabled={false}
        onChoose={(place) =>
          place
            ? setForm(placeToForm(place))
            : setForm({ location: undefined, coordinates: null, city: undefined, district: undefined })
        }
      />
      <LazyEventMap
        center={picked ?? [28.9784, 41.0082]}
        maxZoom={16}
        picked={picked}
        flyTo={picked}
        onPick={(position) => void pickOnMap(position)}
        label={copy.fields.mapLabel}
        className="h-64 w-full overflow-hidden rounded-xl bg-slate-200"
      />
    </div>
  );
}

export function PlatformFields({ form, setField }: StepProps) {
  const select = <K extends 'platform' | 'gameType' | 'language'>(
    name: K,
    label: string,
    options: readonly string[],
    text: (value: string) => string,
    placeholder?: string,
  ) => (
    <SelectField
      id={`event-${name}`}
      label={label}
      value={(form[name] as string | undefined) ?? ''}
      options={options.map((value) => [value, text(value)] as const)}
      placeholder={placeholder}
      onChange={(value) => setField(name, value as EventFields[K] | undefined)}
    />
  );
  return (
    <div className="space-y-3">
      {select('platform', copy.fields.platform, platforms, (v) => v, copy.fields.choosePlatform)}
      {select('gameType', copy.fields.gameType, gameTypes, (v) => v)}
      {select(
        'language',
        copy.fields.language,
        eventLanguages,
        (v) => copy.fields.languages[v as keyof typeof copy.fields.languages],
      )}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-violet-700"
          checked={form.voiceRequired ?? false}
          onChange={(e) => setField('voiceRequired', e.target.checked)}
        />
        {copy.fields.voiceRequired}
      </label>
      <div>
        <label htmlFor="event-requirements" className={labelClass}>
          {copy.fields.requirements}
        </label>
        <textarea
          id="event-requirements"
          rows={2}
          className={inputClass}
          maxLength={eventTextLimits.requirements}
          value={form.requirements ?? ''}
          onChange={(e) => setField('requirements', e.target.value)}
        />
      </div>
    </div>
  );
}

export function WhereFields(props: StepProps) {
  return props.form.type === 'physical' ? <PlaceFields {...props} /> : <PlatformFields {...props} />;
}
