/**
 * Turkey's provinces and districts for the city and district selects. The table is imported lazily so it
 * becomes its own chunk, fetched only when the settings tab opens, and shared by every caller.
 */
import { useEffect, useState } from 'react';
import type { LocationTable } from '@contracts/location-table';

let tableRequest: Promise<LocationTable> | undefined;

function loadLocationTable(): Promise<LocationTable> {
  tableRequest ??= import('@contracts/turkey-locations.json')
    .then((module) => module.default as LocationTable)
    .catch((error: unknown) => {
      tableRequest = undefined; // let a later mount try again
      throw error;
    });
  return tableRequest;
}

export type LocationTableState =
  { status: 'loading' } | { status: 'ready'; table: LocationTable } | { status: 'failed' };

export function useLocationTable(): LocationTableState {
  const [state, setState] = useState<LocationTableState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadLocationTable().then(
      (table) => active && setState({ status: 'ready', table }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/**
 * Where the city and district selects point: the district's point, else the province's capital; undefined while
 * the table loads or with no city chosen.
 */
export function useSelectedPlacePoint(city: string, district: string): [number, number] | undefined {
  const tableState = useLocationTable();
  if (tableState.status !== 'ready') return undefined;
  const province = tableState.table.provinces.find((entry) => entry.name === city);
  return province?.districts.find((entry) => entry.name === district)?.coordinates ?? province?.coordinates;
}
