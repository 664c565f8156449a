/**
 * Auto-refill on the Purchase Tokens tab: the switch, the threshold stepper (minimum 1, starting at 5), the package
 * to buy, and whether a card is saved for it. Checked with the server's own schema before it is saved.
 */
import { useId, useState } from 'react';
import {
  autoRefillSchema,
  autoRefillThreshold,
  tokenPackages,
  creditedTokens,
  type AutoRefillSettings,
  type AutoRefillState,
  type TokenPackageId,
} from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { ApiError } from '../../../lib/api/client';
import { checkForm } from '../../../lib/form-check';
import { card, focusRing, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { failureMessage } from '../../../lib/ui/LoadState';
import { SelectField } from '../../../lib/ui/SelectField';
import { toast } from '../../../lib/ui/toast';
import { useBirthDateStep } from '../../profile';
import { saveAutoRefill } from '../api';
import { formatMoney } from '@contracts/money';

const copy = tokensCopy.autoRefill;

const packageOptions = tokenPackages.map(
  (p) =>
    [
      p.id,
      copy.packageOption(
        p.name,
        creditedTokens(p),
        `${formatMoney(p.price, p.currency)} (${tokensCopy.kdvIncluded})`,
      ),
    ] as const,
);

export function AutoRefillCard({ state }: { state: AutoRefillState }) {
  const [settings, setSettings] = useState<AutoRefillSettings>({
    enabled: state.enabled,
    threshold: state.threshold,
    packageId: state.packageId,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const ids = useId();
  const birthDate = useBirthDateStep();
  const change = (patch: Partial<AutoRefillSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const step = (by: number) =>
    change({
      threshold: Math.min(
        autoRefillThreshold.max,
        Math.max(autoRefillThreshold.min, settings.threshold + by),
      ),
    });

  async function save() {
    const checked = checkForm(autoRefillSchema, settings);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await birthDate.withBirthDate(() => saveAutoRefill(checked.data));
      toast.success(copy.saved);
    } catch (caught) {
      setError(caught instanceof ApiError ? failureMessage(caught, copy.saveFailed) : copy.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${ids}-title`} className={`${card} flex flex-col gap-4`}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${ids}-title`} className="text-lg font-bold text-slate-900">
            {copy.title}
          </h2>
          <p className="text-sm text-slate-700">{copy.description}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={settings.enabled}
          aria-label={copy.toggle}
          onClick={() => change({ enabled: !settings.enabled })}
          className={`relative h-7 w-12 shrink-0 rounded-full transition ${focusRing} ${
            settings.enabled ? 'bg-violet-700' : 'bg-slate-400'
          }`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${
              settings.enabled ? 'left-6' : 'left-1'
            }`}
          />
        </button>
      </div>
      <ErrorNote message={state.stoppedReason} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p id={`${ids}-threshold`} className="field-label text-slate-800">
            {copy.threshold}
          </p>
          <div role="group" aria-labelledby={`${ids}-threshold`} className="mt-1 flex items-center gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => step(-1)}
              disabled={settings.threshold <= autoRefillThreshold.min}
              aria-label={copy.decrease}
            >
              −
            </button>
            <output aria-live="polite" className="min-w-10 text-center text-xl font-bold text-slate-900">
              {settings.threshold}
            </output>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => step(1)}
              disabled={settings.threshold >= autoRefillThreshold.max}
              aria-label={copy.increase}
            >
              +
            </button>
          </div>
          <p className="mt-1 text-sm text-slate-700">{copy.thresholdHint(settings.threshold)}</p>
        </div>
        <SelectField
          id={`${ids}-package`}
          label={copy.package}
          value={settings.packageId}
          options={packageOptions}
          onChange={(value) => value && change({ packageId: value as TokenPackageId })}
        />
      </div>
      <p className="text-sm text-slate-700">{state.cardStored ? copy.cardStored : copy.noCard}</p>
      <ErrorNote message={error} />
      <button
        type="button"
        className={`${primaryButton} self-start`}
        onClick={() => void save()}
        disabled={saving}
      >
        {saving ? copy.saving : copy.save}
      </button>
      {saving && (
        <p role="status" className="sr-only">
          {copy.saving}
        </p>
      )}
      {birthDate.dialog}
    </section>
  );
}
