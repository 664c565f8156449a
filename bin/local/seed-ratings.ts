/**
 * Completed demo events with ratings and feedback, so a new user sees real numbers at once (host ratings on cards,
 * Event Results, My Events, profile averages, the Reviews tab). Each goes through the product's own pieces: the
 * event through the create transaction (dated in the past), its participants through join requests the host
 * accepted then, and the ratings through the ratings feature's transaction. The running stack's stream then counts
 * every rating (count-ratings) and screens every feedback text (the screener), so the aggregates are the
 * consumers' own, as they would be for real ratings.
 */
import { randomUUID } from 'node:crypto';
import type { EventRecord } from '../../lambdas/events/event-record';
import type { Plan } from './seed-events';
import { istanbulDate, physical } from './seed-events';

interface RatingPlan {
  from: string;
  to: string;
  stars: number;
  feedback?: string;
}

interface CompletedPlan extends Plan {
  participants: string[];
  ratings: RatingPlan[];
}

const deniz = 'demo@squad.local';
const selin = 'selin@squad.local';
const burak = 'burak@squad.local';

/** The completed event whose ratings between the demo user and its host are still open (for a first try). */
export const openRatingEventTitle = "Kuğulu Park'ta satranç buluşması";

const completedPlans: CompletedPlan[] = [
  {
    host: selin,
    inDays: -6,
    time: '18:00',
    body: physical('İstanbul', 'BEŞİKTAŞ', 'Bebek Parkı', {
      title: "Bebek'ten Arnavutköy'e gün batımı yürüyüşü",
      description: 'Sahil boyunca yavaş tempo, sonunda simit ve çay.',
      category: 'Sports',
      tags: ['Doğa Yürüyüşü'],
    }),
    participants: [deniz, 'ayse@squad.local', 'emre@squad.local'],
    ratings: [
      {
        from: deniz,
        to: selin,
        stars: 5,
        feedback: 'Rota çok güzeldi, herkesle tek tek ilgilendi. Yine gelirim!',
      },
      {
        from: 'ayse@squad.local',
        to: selin,
        stars: 5,
        feedback: 'Tam zamanında başladı, tempo herkese uydu.',
      },
      { from: 'emre@squad.local', to: selin, stars: 4 },
      { from: selin, to: deniz, stars: 5, feedback: 'Çok keyifli sohbet, grubun enerjisini yükseltti.' },
      { from: selin, to: 'ayse@squad.local', stars: 5 },
      { from: selin, to: 'emre@squad.local', stars: 4, feedback: 'Harika fotoğraflar çekti, teşekkürler!' },
    ],
  },
  {
    host: selin,
    inDays: -3,
    time: '19:30',
    body: physical('İstanbul', 'KADIKÖY', 'Yeldeğirmeni kutu oyun kafesi', {
      title: 'Yeldeğirmeni kutu oyunu gecesi',
      description: 'Codenames, Dixit ve Catan; kuralları anlatıyoruz.',
      category: 'Board Games & Classics',
      tags: ['Kutu Oyunları'],
    }),
    participants: [deniz, 'mert@squad.local', 'zeynep@squad.local'],
    ratings: [
      { from: deniz, to: selin, stars: 5, feedback: 'Oyunları çok iyi anlattı, hiç sıkılmadık.' },
      { from: 'mert@squad.local', to: selin, stars: 4 },
      {
        from: 'zeynep@squad.local',
        to: selin,
        stars: 5,
        feedback: 'Mekan seçimi çok iyiydi, herkes kaynaştı.',
      },
      { from: selin, to: deniz, stars: 5 },
      { from: selin, to: 'mert@squad.local', stars: 4 },
    ],
  },
  {
    host: burak,
    inDays: -4,
    time: '15:00',
    body: physical('Ankara', 'ÇANKAYA', 'Kuğulu Park', {
      title: openRatingEventTitle,
      description: 'Hızlı oyunlar ve açılış sohbetleri.',
      category: 'Board Games & Classics',
      tags: ['Satranç'],
    }),
    participants: [deniz, 'elif@squad.local', 'can@squad.local'],
    // The demo user and Burak have not rated each other yet: something to try on first start.
    ratings: [
      { from: 'elif@squad.local', to: burak, stars: 5 },
      { from: 'can@squad.local', to: burak, stars: 4, feedback: 'Yeni açılışlar öğrendim, teşekkürler.' },
      { from: burak, to: 'elif@squad.local', stars: 5, feedback: 'Çok güçlü bir oyuncu, keyifle oynadık.' },
    ],
  },
];

/** Their coming events, whose cards show the ratings above once counted. */
const upcomingPlans: Plan[] = [
  {
    host: selin,
    inDays: 2,
    time: '08:00',
    body: physical('İstanbul', 'KADIKÖY', 'Moda Sahili', {
      title: 'Moda sahilinde sabah koşusu',
      description: '6 km hafif tempo, sonra kahvaltı.',
      category: 'Sports',
      tags: ['Koşu'],
    }),
  },
  {
    host: burak,
    inDays: 3,
    time: '18:00',
    body: physical('Ankara', 'ÇANKAYA', 'Tunalı Hilmi', {
      title: 'Tunalı’da satranç ve kahve',
      description: 'Her seviyeye açık, tahtalar bende.',
      category: 'Board Games & Classics',
      tags: ['Satranç'],
    }),
  },
];

/** Needs process.env set for the handlers (TABLE_NAME...), so the data modules are imported here. */
export async function seedDemoRatings(userIds: ReadonlyMap<string, string>, now: Date): Promise<void> {
  const { eventCreateSchema } = await import('../../lambdas/contracts/event-schemas');
  const { newEventRecord } = await import('../../lambdas/events/events');
  const { createEvent } = await import('../../lambdas/events/events-table');
  const { hostSnapshot } = await import('../../lambdas/events/host-snapshot');
  const { getProfile } = await import('../../lambdas/profile/profiles-table');
  const { newJoinRequestRecord } = await import('../../lambdas/requests/requests');
  const { applyScreening, createJoinRequest, getJoinRequest } =
    await import('../../lambdas/requests/requests-table');
  const { acceptRequest } = await import('../../lambdas/requests/places-table');
  const { newRatingRecord, ratingWindow } = await import('../../lambdas/ratings/ratings');
  const { createRating } = await import('../../lambdas/ratings/ratings-table');
  const { attendanceClosesAt, eventEndsAt } = await import('../../lambdas/attendance/completion');
  const { closeAttendance, completeEvent } = await import('../../lambdas/attendance/completion-table');
  const idOf = (email: string) => {
    const id = userIds.get(email);
    if (!id) throw new Error(`seed: no demo user ${email}`);
    return id;
  };
  const profileOf = async (email: string) => {
    const profile = await getProfile(idOf(email));
    if (!profile) throw new Error(`seed: no profile of ${email}`);
    return profile;
  };

  async function newEvent(plan: Plan, createdAt: Date): Promise<EventRecord> {
    const body = eventCreateSchema.parse({
      ...plan.body,
      date: istanbulDate(plan.inDays, now),
      time: plan.time,
      idempotencyKey: randomUUID(),
    });
    const record = newEventRecord(randomUUID(), body, await hostSnapshot(idOf(plan.host), now), createdAt);
    const outcome = await createEvent(record, body.idempotencyKey);
    if (outcome.status !== 'created') throw new Error(`seed: "${plan.body.title}" was ${outcome.status}`);
    return record;
  }

  for (const plan of completedPlans) {
    // Created, asked and accepted a week before it took place, as it would have been.
    const then = new Date(now.getTime() + (plan.inDays - 7) * 86_400_000);
    const event = await newEvent(plan, then);
    for (const email of plan.participants) {
      const requester = await profileOf(email);
      const request = newJoinRequestRecord(event, requester, 'Merhaba, ben de gelmek isterim!', then);
      if ((await createJoinRequest(request)) !== 'created') throw new Error(`seed: request of ${email}`);
      // The running screener may pass it first; either way it is pending before the host accepts.
      await applyScreening(request, {
        outcome: 'approved',
        category: null,
        reason: 'Demo verisi.',
        screener: 'rules',
        screenedAt: then.toISOString(),
      });
      const pending = await getJoinRequest(event.id, requester.userId);
      if (!pending || (await acceptRequest(event, pending, then)).status !== 'done') {
        throw new Error(`seed: ${email} not accepted to "${event.title}"`);
      }
    }
    // Completed and its attendance closed as the two jobs would have done, so it counts in everyone's reliability
    // and pays what completing an event earns.
    const endsAt = eventEndsAt(event);
    if (!endsAt) throw new Error(`seed: "${event.title}" has no time`);
    const participantIds = plan.participants.map(idOf);
    if (!(await completeEvent(event, endsAt, participantIds)))
      throw new Error(`seed: "${event.title}" not completed`);
    if (!(await closeAttendance(event.id, endsAt, attendanceClosesAt(endsAt)))) {
      throw new Error(`seed: attendance of "${event.title}" not closed`);
    }
    const window = ratingWindow(event);
    if (!window) throw new Error(`seed: "${event.title}" has no time`);
    for (const rating of plan.ratings) {
      const rater = await profileOf(rating.from);
      const targetId = idOf(rating.to);
      const record = newRatingRecord({
        event,
        raterId: rater.userId,
        rater: { name: rater.displayName, username: rater.username ?? null, avatar: rater.profilePicture },
        targetId,
        targetRole: targetId === event.hostId ? 'host' : 'participant',
        stars: rating.stars,
        feedback: rating.feedback,
        now,
      });
      const outcome = await createRating(record, event, window, now);
      if (outcome.status !== 'created') {
        throw new Error(`seed: rating of ${rating.from} for ${rating.to} was ${outcome.refusal}`);
      }
    }
  }
  for (const plan of upcomingPlans) await newEvent(plan, now);
}
