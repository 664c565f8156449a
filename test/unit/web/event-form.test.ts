import { dateRefusals, eventRefusals } from '../../../lambdas/contracts/refusals';
import {
  firstProblemStep,
  previewCard,
  stepProblem,
  type EventForm,
} from '../../../web/src/features/events/components/event-form';
import { newHost } from './new-host';

/** 21:30 on 22 November 2026 in Istanbul (UTC+3). */
const now = new Date('2026-11-22T18:30:00.000Z');
const online: EventForm = {
  type: 'online',
  title: 'Valorant akşamı',
  description: 'Rahat bir maç.',
  category: 'Popular Games',
  tags: ['Valorant'],
  durationMinutes: 60,
  platform: 'Valorant',
};

describe('the event form’s date step', () => {
  it('refuses a start that has passed, with the server’s own words', () => {
    expect(stepProblem({ ...online, date: '2026-11-22', time: '20:00' }, 4, now)).toBe(
      eventRefusals.START_IN_PAST,
    );
  });

  it('refuses a day the calendar does not have, with the server’s own words', () => {
    expect(stepProblem({ ...online, date: '2027-02-30', time: '20:00' }, 4, now)).toBe(
      dateRefusals.NO_SUCH_DATE,
    );
  });

  it('takes a start later the same evening', () => {
    expect(stepProblem({ ...online, date: '2026-11-22', time: '22:00' }, 4, now)).toBeUndefined();
  });

  it('sends a form whose start has passed back to the date step', () => {
    expect(firstProblemStep({ ...online, date: '2026-11-22', time: '20:00' }, now)).toBe(4);
  });
});

describe('the wizard’s preview', () => {
  it('shows the date and time picked, as the card will', () => {
    expect(previewCard({ ...online, date: '2026-11-23', time: '19:30' }, newHost).startsAt).toBe(
      '2026-11-23T16:30:00.000Z',
    );
  });
});
