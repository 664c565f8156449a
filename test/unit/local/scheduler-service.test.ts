import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ValidationException,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { localNames } from '../../../bin/local/config';
import { openScheduleStore } from '../../../bin/local/schedule-store';
import { startSchedulerService } from '../../../bin/local/scheduler-service';
import { portsOf } from '../../ports';

const { scheduler: port } = portsOf('schedulerService');
const client = new SchedulerClient({
  endpoint: `http://localhost:${port}`,
  region: localNames.region,
  credentials: localNames.credentials,
});

const expireOrder: CreateScheduleCommandInput = {
  Name: 'expire-order-42',
  GroupName: 'expire-order',
  ScheduleExpression: 'at(2026-11-20T09:30:00)',
  ScheduleExpressionTimezone: 'UTC',
  FlexibleTimeWindow: { Mode: 'OFF' },
  ActionAfterCompletion: 'DELETE',
  Target: {
    Arn: 'arn:aws:lambda:eu-central-1:000000000000:function:expire-order',
    RoleArn: 'arn:aws:iam::000000000000:role/scheduler',
    Input: '{"orderId":"42"}',
  },
};

let dataDir: string;
let service: { stop(): Promise<void> };

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'squad-scheduler-'));
  service = await startSchedulerService(port, await openScheduleStore(dataDir));
});
afterEach(() => service.stop());
afterAll(() => client.destroy());

describe('the local EventBridge Scheduler', () => {
  it('creates a schedule and answers its ARN', async () => {
    const created = await client.send(new CreateScheduleCommand(expireOrder));

    expect(created.ScheduleArn).toBe(
      'arn:aws:scheduler:eu-central-1:000000000000:schedule/expire-order/expire-order-42',
    );
  });

  it('gets a schedule as it was created, from its group', async () => {
    await client.send(new CreateScheduleCommand(expireOrder));

    const schedule = await client.send(
      new GetScheduleCommand({ Name: 'expire-order-42', GroupName: 'expire-order' }),
    );

    expect(schedule).toMatchObject({
      Name: 'expire-order-42',
      GroupName: 'expire-order',
      ScheduleExpression: 'at(2026-11-20T09:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      State: 'ENABLED',
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: expireOrder.Target,
    });
    expect(schedule.CreationDate).toBeInstanceOf(Date);
  });

  it('refuses a second schedule of the same name in the group with a ConflictException', async () => {
    await client.send(new CreateScheduleCommand(expireOrder));

    await expect(client.send(new CreateScheduleCommand(expireOrder))).rejects.toBeInstanceOf(
      ConflictException,
    );
  });

  it('answers a retried create with the same client token as the first call', async () => {
    const retried = { ...expireOrder, ClientToken: 'retry-1' };
    const first = await client.send(new CreateScheduleCommand(retried));

    await expect(client.send(new CreateScheduleCommand(retried))).resolves.toMatchObject(first);
  });

  it('deletes a schedule, after which getting it is a ResourceNotFoundException', async () => {
    await client.send(new CreateScheduleCommand(expireOrder));

    await client.send(new DeleteScheduleCommand({ Name: 'expire-order-42', GroupName: 'expire-order' }));

    await expect(
      client.send(new GetScheduleCommand({ Name: 'expire-order-42', GroupName: 'expire-order' })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('answers a delete of a missing schedule with a ResourceNotFoundException', async () => {
    await expect(
      client.send(new DeleteScheduleCommand({ Name: 'never-made', GroupName: 'expire-order' })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('refuses an expression other than at() with a ValidationException', async () => {
    await expect(
      client.send(new CreateScheduleCommand({ ...expireOrder, ScheduleExpression: 'rate(5 minutes)' })),
    ).rejects.toBeInstanceOf(ValidationException);
  });

  it('keeps its schedules in the data folder, where a restarted service finds them', async () => {
    await client.send(new CreateScheduleCommand(expireOrder));
    await service.stop();
    service = await startSchedulerService(port, await openScheduleStore(dataDir));

    await expect(
      client.send(new GetScheduleCommand({ Name: 'expire-order-42', GroupName: 'expire-order' })),
    ).resolves.toMatchObject({ Name: 'expire-order-42' });
    expect(await readFile(path.join(dataDir, 'schedules.json'), 'utf8')).toContain('expire-order-42');
  });
});
