/** Interests: toggle chips grouped by the taxonomy's categories, saved together with PUT {interests}. */
import { useState } from 'react';
import type { Profile } from '@contracts/profile';
import { interestsUpdateSchema } from '@contracts/profile-update';
import { onlineCategories, physicalCategories, type TaxonomyCategory } from '@contracts/taxonomy';
import { profileCopy } from '../../../../copy/profile';
import { focusRing, primaryButton, sectionTitle } from '../../../../lib/ui/classes';
import { useProfileSave } from './useProfileSave';
import { checkForm } from '../../../../lib/form-check';
import { Icon } from '../../../../lib/ui/icons';

interface InterestsEditorProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

const modes: { label: string; categories: readonly TaxonomyCategory[] }[] = [
  { label: profileCopy.interests.physical, categories: physicalCategories },
  { label: profileCopy.interests.online, categories: onlineCategories },
];

/** The contract's limit message when the list grew too long, read from the schema rather than restated. */
function limitProblem(interests: string[]): string | undefined {
  const result = checkForm(interestsUpdateSchema, { interests });
  const tooMany = result.error?.issues.find((issue) => issue.code === 'too_big');
  return tooMany && tooMany.code === 'too_big'
    ? profileCopy.interests.limitReached(Number(tooMany.maximum))
    : undefined;
}

export function InterestsEditor({ profile, onSaved }: InterestsEditorProps) {
  const copy = profileCopy.interests;
  const [selected, setSelected] = useState<string[]>(profile.interests);
  const { saving, announcement, announce, save } = useProfileSave(
    { saved: copy.saved, failed: copy.saveFailed },
    onSaved,
  );
  const changed = JSON.stringify([...selected].sort()) !== JSON.stringify([...profile.interests].sort());

  function toggle(tag: string) {
    const next = selected.includes(tag) ? selected.filter((item) => item !== tag) : [...selected, tag];
    const problem = limitProblem(next);
    announce(problem ?? '');
    if (!problem) setSelected(next);
  }

  return (
    <section aria-labelledby="interests-editor-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="interests-editor-title" className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.hint}</p>
      </div>
      {modes.map((mode) => (
        <div key={mode.label} className="flex flex-col gap-3">
          <h3 className="text-sm font-bold tracking-wide text-violet-700">{mode.label}</h3>
          {mode.categories.map((category) => (
            <fieldset key={category.name}>
              <legend className="mb-2 text-sm font-semibold text-slate-800">{category.name}</legend>
              <div className="flex flex-wrap gap-2">
                {category.tags.map((tag) => {
                  const pressed = selected.includes(tag);
                  return (
                    <button
                      key={tag}
                      type="button"
                      aria-pressed={pressed}
                      disabled={saving}
                      onClick={() => toggle(tag)}
                      className={`rounded-full border px-3 py-1 text-sm font-medium transition ${focusRing} ${
                        pressed
                          ? 'border-violet-600 bg-violet-600 text-white'
                          : 'border-slate-300 bg-white text-slate-700 hover:border-violet-400'
                      }`}
                    >
                      {pressed && <Icon name="check" className="mr-1 inline size-4 align-[-0.15em]" />}
                      {tag}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void save({ interests: selected })}
          disabled={saving || !changed}
          className={primaryButton}
        >
          {saving ? profileCopy.settings.saving : copy.save}
        </button>
        <span className="text-sm text-slate-600">{copy.selectedCount(selected.length)}</span>
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
          {announcement}
        </p>
      </div>
    </section>
  );
}
