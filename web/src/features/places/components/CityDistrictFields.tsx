/** City (province) and district selects fed by the lazily loaded location table. */
import { useId } from 'react';
import { profileCopy } from '../../../copy/profile';
import { inputClass, labelClass } from '../../../lib/ui/classes';
import { useLocationTable } from './useLocationTable';

interface CityDistrictFieldsProps {
  city: string;
  district: string;
  disabled: boolean;
  onChange: (next: { city: string; district: string }) => void;
}

/** Keeps a saved value selectable even if the table no longer lists it. */
function withSaved(options: string[], saved: string): string[] {
  return saved === '' || options.includes(saved) ? options : [saved, ...options];
}

export function CityDistrictFields({ city, district, disabled, onChange }: CityDistrictFieldsProps) {
  const copy = profileCopy.settings;
  const tableState = useLocationTable();
  const provinces = tableState.status === 'ready' ? tableState.table.provinces : [];
  const cityOptions = withSaved(
    provinces.map((province) => province.name),
    city,
  );
  const districtOptions = withSaved(
    provinces.find((province) => province.name === city)?.districts.map((entry) => entry.name) ?? [],
    district,
  );
  const loading = tableState.status === 'loading';

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <NameSelect
        label={copy.city}
        name="city"
        value={city}
        placeholder={loading ? copy.locationsLoading : copy.cityPlaceholder}
        options={cityOptions}
        disabled={disabled || loading}
        problem={tableState.status === 'failed' ? copy.locationsFailed : undefined}
        onChange={(value) => onChange({ city: value, district: '' })}
      />
      <NameSelect
        label={copy.district}
        name="district"
        value={district}
        placeholder={city === '' ? copy.districtNeedsCity : copy.districtPlaceholder}
        options={districtOptions}
        disabled={disabled || loading || city === ''}
        onChange={(value) => onChange({ city, district: value })}
      />
    </div>
  );
}

interface NameSelectProps {
  label: string;
  name: string;
  value: string;
  placeholder: string;
  options: string[];
  disabled: boolean;
  problem?: string;
  onChange: (value: string) => void;
}

function NameSelect({
  label,
  name,
  value,
  placeholder,
  options,
  disabled,
  problem,
  onChange,
}: NameSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <p id={`${id}-status`} role="status" className="mt-1 min-h-4 text-xs text-red-700">
        {problem}
      </p>
    </div>
  );
}
