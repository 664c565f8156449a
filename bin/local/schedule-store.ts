/**
 * The schedules of the local EventBridge Scheduler, kept in <dataDir>/schedules.json so they survive a restart as
 * the table's items do. The twin (scheduler-service.ts) writes them; the local scheduler (scheduler.ts) fires them.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What GetSchedule answers: the fields of the create request, with the service's own (dates in epoch seconds). */
export interface Schedule {
  Arn: string;
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  StartDate?: number;
  EndDate?: number;
  Description?: string;
  State: 'ENABLED' | 'DISABLED';
  KmsKeyArn?: string;
  Target: { Arn: string; RoleArn: string; Input?: string; [setting: string]: unknown };
  FlexibleTimeWindow: { Mode: 'OFF' | 'FLEXIBLE'; MaximumWindowInMinutes?: number };
  ActionAfterCompletion: 'NONE' | 'DELETE';
  CreationDate: number;
  LastModificationDate: number;
}

export interface StoredSchedule {
  schedule: Schedule;
  /** The create request's token: its retry answers as the first call did instead of with a conflict. */
  clientToken?: string;
  /** Set once it ran; a one-time schedule kept after completion (ActionAfterCompletion NONE) never runs again. */
  ranAt?: string;
}

export interface ScheduleStore {
  get(groupName: string, name: string): StoredSchedule | undefined;
  all(): StoredSchedule[];
  put(stored: StoredSchedule): Promise<void>;
  /** false when there was no such schedule */
  delete(groupName: string, name: string): Promise<boolean>;
}

/** `at(2026-11-20T09:30:00)`, the only expression of a one-time schedule. */
const atExpression = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/;

/** The moment (epoch ms) an at() expression names in UTC, or undefined for anything else. */
export function atTime(expression: string): number | undefined {
  const match = atExpression.exec(expression);
  if (!match) return undefined;
  const time = Date.parse(`${match[1]}Z`);
  return Number.isNaN(time) ? undefined : time;
}

const keyOf = (groupName: string, name: string) => `${groupName}/${name}`;

export async function openScheduleStore(dataDir: string): Promise<ScheduleStore> {
  const file = path.join(dataDir, 'schedules.json');
  const schedules = new Map<string, StoredSchedule>();
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as StoredSchedule[];
    for (const stored of saved) schedules.set(keyOf(stored.schedule.GroupName, stored.schedule.Name), stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  // One write at a time, each of the whole (small) map, renamed into place so a crash leaves the last good file.
  let saving = Promise.resolve();
  const save = () => {
    const contents = `${JSON.stringify([...schedules.values()], null, 2)}\n`;
    saving = saving.then(async () => {
      await mkdir(dataDir, { recursive: true });
      await writeFile(`${file}.tmp`, contents);
      await rename(`${file}.tmp`, file);
    });
    return saving;
  };

  return {
    get: (groupName, name) => schedules.get(keyOf(groupName, name)),
    all: () => [...schedules.values()],
    put(stored) {
      schedules.set(keyOf(stored.schedule.GroupName, stored.schedule.Name), stored);
      return save();
    },
    async delete(groupName, name) {
      if (!schedules.delete(keyOf(groupName, name))) return false;
      await save();
      return true;
    },
  };
}
