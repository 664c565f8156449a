/** City (province) and district selects fed by the lazily loaded location table. */
import { useId } from 'react';
import { profileCopy } from '../../copy/profile';
import { inputClass, labelClass } from '../ui';
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
  const cityId = useId();
  const districtId = useId();
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
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={cityId} className={labelClass}>
          {copy.city}
        </label>
        <select
          id={cityId}
          name="city"
          value={city}
          disabled={disabled || loading}
          aria-busy={loading}
          aria-describedby={`${cityId}-status`}
          onChange={(event) => onChange({ city: event.target.value, district: '' })}
          className={inputClass}
        >
          <option value="">{loading ? copy.locationsLoading : copy.cityPlaceholder}</option>
          {cityOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p id={`${cityId}-status`} role="status" className="mt-1 text-xs text-red-700">
          {tableState.status === 'failed' ? copy.locationsFailed : ''}
        </p>
      </div>
      <div>
        <label htmlFor={districtId} className={labelClass}>
          {copy.district}
        </label>
        <select
          id={districtId}
          name="district"
          value={district}
          disabled={disabled || loading || city === ''}
          onChange={(event) => onChange({ city, district: event.target.value })}
          className={inputClass}
        >
          <option value="">{city === '' ? copy.districtNeedsCity : copy.districtPlaceholder}</option>
          {districtOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
