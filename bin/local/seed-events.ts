/**
 * The demo users' events: in-person ones over real Istanbul, Ankara and İzmir districts and online ones over the
 * platforms, created through the same domain code and transaction as `POST /private/event`, so each host's
 * balance and ledger are right (every event spent one of the host's welcome tokens). The demo login keeps three.
 */
import { randomUUID } from 'node:crypto';
import type { EventRecord } from '../../lambdas/events/event-record';
import type { EventCreate } from '../../lambdas/contracts/event-schemas';
import { coordinatesOf } from '../../lambdas/contracts/locations';
import { titleTurkish } from '../../lambdas/contracts/turkish-text';

export interface Plan {
  host: string;
  /** days from the seeding day, Istanbul time */
  inDays: number;
  time: string;
  body: Omit<EventCreate, 'idempotencyKey' | 'date' | 'time'>;
}

export function physical(
  city: string,
  district: string,
  place: string,
  fields: Pick<EventCreate, 'title' | 'description' | 'category' | 'tags'> & Partial<EventCreate>,
): Plan['body'] {
  const coordinates = coordinatesOf(city, district);
  if (!coordinates) throw new Error(`seed: ${district}, ${city} is not in the location table`);
  // A few hundred metres around the district centre, so markers of one district do not stack.
  const [lng, lat] = [
    coordinates[0] + (Math.random() - 0.5) * 0.01,
    coordinates[1] + (Math.random() - 0.5) * 0.01,
  ];
  const address = `${titleTurkish(district)}, ${city}`;
  return {
    type: 'physical',
    durationMinutes: 120,
    maxParticipants: 6,
    price: 0,
    skillLevel: 'beginner',
    public_location: place,
    location: { name: place, lat, lng, address },
    coordinates: [lng, lat],
    city,
    district,
    ...fields,
  };
}

function online(
  fields: Pick<EventCreate, 'title' | 'description' | 'tags' | 'platform'> & Partial<EventCreate>,
): Plan['body'] {
  return {
    type: 'online',
    category: 'Popular Games',
    durationMinutes: 180,
    maxParticipants: 5,
    price: 0,
    skillLevel: 'intermediate',
    gameType: 'Other',
    voiceRequired: true,
    language: 'tr',
    requirements: '',
    ...fields,
  };
}

const plans: Plan[] = [
  {
    host: 'demo@squad.local',
    inDays: 1,
    time: '19:00',
    body: physical('İstanbul', 'KADIKÖY', 'Moda Sahili', {
      title: 'Moda sahilinde tavla turnuvası',
      description: 'Çay bizden, tavla sizden. Her seviyeye açık.',
      category: 'Board Games & Classics',
      tags: ['Tavla'],
    }),
  },
  {
    host: 'demo@squad.local',
    inDays: 3,
    time: '14:00',
    body: physical('İstanbul', 'KADIKÖY', 'Kadıköy Kutu Oyun Kafesi', {
      title: 'Catan akşamı',
      description: 'Catan ve genişleme paketleri; yeni başlayanlara anlatıyoruz.',
      category: 'Board Games & Classics',
      tags: ['Catan', 'Kutu Oyunları'],
      maxParticipants: 4,
    }),
  },
  {
    host: 'ayse@squad.local',
    inDays: 1,
    time: '07:30',
    body: physical('Ankara', 'ÇANKAYA', 'Kuğulu Park', {
      title: 'Sabah koşusu: Kuğulu Park',
      description: '5 km tempo koşusu, sonra kahve.',
      category: 'Sports',
      tags: ['Koşu'],
      maxParticipants: 10,
    }),
  },
  {
    host: 'ayse@squad.local',
    inDays: 2,
    time: '18:30',
    body: physical('Ankara', 'ÇANKAYA', 'Seğmenler Parkı', {
      title: 'Parkta yoga',
      description: 'Matını getir, gün batımında yoga.',
      category: 'Sports',
      tags: ['Yoga'],
      maxParticipants: 12,
    }),
  },
  {
    host: 'ayse@squad.local',
    inDays: 5,
    time: '11:00',
    body: physical('Ankara', 'YENİMAHALLE', 'Yenimahalle Tenis Kortları', {
      title: 'Çiftler tenisi',
      description: 'Orta seviye, kort ücreti paylaşılır.',
      category: 'Sports',
      tags: ['Tenis'],
      maxParticipants: 4,
      price: 150,
      skillLevel: 'intermediate',
    }),
  },
  {
    host: 'ayse@squad.local',
    inDays: 6,
    time: '20:00',
    body: physical('Ankara', 'ÇANKAYA', 'Tunalı Hilmi', {
      title: 'Dil değişimi: İngilizce-Türkçe',
      description: 'Yarım saat İngilizce, yarım saat Türkçe.',
      category: 'Social & Hobby',
      tags: ['Dil Değişimi'],
      maxParticipants: 8,
    }),
  },
  {
    host: 'ayse@squad.local',
    inDays: 8,
    time: '09:00',
    body: physical('Ankara', 'ETİMESGUT', 'Eymir Gölü girişi', {
      title: 'Eymir çevresi doğa yürüyüşü',
      description: 'Göl çevresi 13 km, orta tempo.',
      category: 'Sports',
      tags: ['Doğa Yürüyüşü'],
      maxParticipants: 15,
    }),
  },
  {
    host: 'mert@squad.local',
    inDays: 0,
    time: '21:00',
    body: physical('İzmir', 'KONAK', 'Alsancak Kordon', {
      title: 'Kordonda akşam basketbolu',
      description: '3v3, top bende.',
      category: 'Sports',
      tags: ['Basketbol'],
      maxParticipants: 6,
      skillLevel: 'intermediate',
    }),
  },
  {
    host: 'mert@squad.local',
    inDays: 2,
    time: '17:00',
    body: physical('İzmir', 'KONAK', 'Kemeraltı çay bahçesi', {
      title: 'Kemeraltı tavla buluşması',
      description: 'Okey de olur, tavla da.',
      category: 'Board Games & Classics',
      tags: ['Tavla', 'Okey'],
    }),
  },
  {
    host: 'mert@squad.local',
    inDays: 4,
    time: '19:30',
    body: physical('İzmir', 'BORNOVA', 'Bornova halı saha', {
      title: 'Halı saha maçı 7v7',
      description: 'İki kişi eksiğiz, gelin!',
      category: 'Sports',
      tags: ['Futbol'],
      maxParticipants: 14,
      price: 100,
    }),
  },
  {
    host: 'mert@squad.local',
    inDays: 7,
    time: '12:00',
    body: physical('İzmir', 'BUCA', 'Buca Hasanağa Bahçesi', {
      title: 'Piknik ve satranç',
      description: 'Satranç takımlarını getiriyorum.',
      category: 'Board Games & Classics',
      tags: ['Satranç'],
    }),
  },
  {
    host: 'mert@squad.local',
    inDays: 9,
    time: '10:00',
    body: physical('İzmir', 'ÇİĞLİ', 'Çiğli sahil yolu', {
      title: 'Sahil bisiklet turu',
      description: '25 km düz parkur, kask şart.',
      category: 'Sports',
      tags: ['Bisiklet'],
      maxParticipants: 8,
    }),
  },
  {
    host: 'emre@squad.local',
    inDays: 1,
    time: '10:00',
    body: physical('İstanbul', 'ÜSKÜDAR', 'Üsküdar sahili', {
      title: 'Üsküdar-Kuzguncuk foto yürüyüşü',
      description: 'Telefon kamerası da yeter.',
      category: 'Social & Hobby',
      tags: ['Fotoğrafçılık'],
      maxParticipants: 8,
    }),
  },
  {
    host: 'emre@squad.local',
    inDays: 2,
    time: '08:00',
    body: physical('İstanbul', 'BEŞİKTAŞ', 'Bebek sahili', {
      title: 'Bebek-Sarıyer bisiklet',
      description: 'Sabah erken, trafik olmadan.',
      category: 'Sports',
      tags: ['Bisiklet'],
      maxParticipants: 10,
      skillLevel: 'intermediate',
    }),
  },
  {
    host: 'emre@squad.local',
    inDays: 3,
    time: '16:00',
    body: physical('İstanbul', 'FATİH', 'Sultanahmet', {
      title: 'Tarihi yarımada yürüyüşü',
      description: 'Sultanahmet, Gülhane, Sirkeci.',
      category: 'Social & Hobby',
      tags: ['Fotoğrafçılık'],
      maxParticipants: 12,
    }),
  },
  {
    host: 'emre@squad.local',
    inDays: 5,
    time: '15:00',
    body: physical('İstanbul', 'BEYOĞLU', 'Karaköy', {
      title: 'Karaköy kahve sohbeti',
      description: 'Yeni insanlarla tanışmak için.',
      category: 'Social & Hobby',
      tags: ['Kahve Sohbeti'],
      maxParticipants: 6,
    }),
  },
  {
    host: 'emre@squad.local',
    inDays: 6,
    time: '19:00',
    body: physical('İstanbul', 'ŞİŞLİ', 'Maçka Parkı', {
      title: "Maçka'da piknik ve Tabu",
      description: 'Tabu kartları bende.',
      category: 'Board Games & Classics',
      tags: ['Tabu'],
      maxParticipants: 10,
    }),
  },
  {
    host: 'can@squad.local',
    inDays: 1,
    time: '18:00',
    body: physical('İzmir', 'KARŞIYAKA', 'Karşıyaka sahili', {
      title: 'Plaj voleybolu',
      description: 'Kumda 4v4.',
      category: 'Sports',
      tags: ['Voleybol'],
      maxParticipants: 8,
    }),
  },
  {
    host: 'can@squad.local',
    inDays: 3,
    time: '20:30',
    body: physical('İzmir', 'KARŞIYAKA', 'Bostanlı iskelesi', {
      title: "Bostanlı'da tavla",
      description: 'Gün batımında tavla.',
      category: 'Board Games & Classics',
      tags: ['Tavla'],
    }),
  },
  {
    host: 'can@squad.local',
    inDays: 4,
    time: '19:00',
    body: physical('İstanbul', 'KARTAL', 'Kartal sahil', {
      title: 'Kartal sahilde koşu',
      description: '8 km, orta tempo.',
      category: 'Sports',
      tags: ['Koşu'],
      maxParticipants: 12,
      skillLevel: 'intermediate',
    }),
  },
  {
    host: 'can@squad.local',
    inDays: 6,
    time: '13:00',
    body: physical('İstanbul', 'SARIYER', 'Belgrad Ormanı', {
      title: 'Belgrad Ormanı yürüyüşü',
      description: 'Neşetsuyu parkuru, 6 km.',
      category: 'Sports',
      tags: ['Doğa Yürüyüşü'],
      maxParticipants: 15,
    }),
  },
  {
    host: 'can@squad.local',
    inDays: 10,
    time: '11:00',
    body: physical('İstanbul', 'AVCILAR', 'Avcılar sahil', {
      title: 'Avcılar sahilinde satranç',
      description: 'Hızlı oyunlar, 10 dakika.',
      category: 'Board Games & Classics',
      tags: ['Satranç'],
      skillLevel: 'advanced',
    }),
  },
  {
    host: 'zeynep@squad.local',
    inDays: 0,
    time: '22:00',
    body: online({
      title: 'Valorant ranked: Plat+',
      description: "Dengeli bir 5'li kuruyoruz.",
      tags: ['Valorant', 'Ranked'],
      platform: 'Valorant',
      gameType: 'FPS',
      skillLevel: 'advanced',
      requirements: 'Platin ve üstü',
    }),
  },
  {
    host: 'zeynep@squad.local',
    inDays: 1,
    time: '21:00',
    body: online({
      title: 'LoL ARAM gecesi',
      description: 'Eğlencesine ARAM, herkes gelsin.',
      tags: ['League of Legends', 'Casual'],
      platform: 'League of Legends',
      gameType: 'MOBA',
      skillLevel: 'beginner',
    }),
  },
  {
    host: 'zeynep@squad.local',
    inDays: 2,
    time: '20:00',
    body: online({
      title: 'Discord sohbet ve müzik',
      description: 'Oyun yok, sadece sohbet.',
      category: 'Other Activities',
      tags: ['Discord Sohbeti', 'Müzik Dinleme'],
      platform: 'Discord',
      gameType: 'Other',
      voiceRequired: false,
      language: 'both',
      maxParticipants: 10,
    }),
  },
  {
    host: 'zeynep@squad.local',
    inDays: 4,
    time: '21:30',
    body: online({
      title: 'Among Us: 10 kişilik lobi',
      description: 'Proximity chat, Türkçe.',
      tags: ['Among Us', 'Eğlence Modu'],
      category: 'Popular Games',
      platform: 'Among Us',
      gameType: 'Party Games',
      maxParticipants: 10,
    }),
  },
  {
    host: 'zeynep@squad.local',
    inDays: 7,
    time: '22:00',
    body: online({
      title: 'Valorant turnuva antrenmanı',
      description: 'Strat çalışıyoruz.',
      tags: ['Valorant', 'Turnuva'],
      platform: 'Valorant',
      gameType: 'FPS',
      skillLevel: 'pro',
      requirements: 'Elmas+',
    }),
  },
  {
    host: 'elif@squad.local',
    inDays: 0,
    time: '20:00',
    body: online({
      title: 'CS2 premier 5-stack',
      description: 'İletişim önemli, mikrofon şart.',
      tags: ['CS2', 'Ranked'],
      platform: 'CS2',
      gameType: 'FPS',
      skillLevel: 'intermediate',
    }),
  },
  {
    host: 'elif@squad.local',
    inDays: 1,
    time: '19:00',
    body: online({
      title: 'Minecraft survival sunucusu',
      description: 'Yeni dünya, birlikte köy kuruyoruz.',
      tags: ['Minecraft', 'Co-op'],
      platform: 'Minecraft',
      gameType: 'Other',
      skillLevel: 'beginner',
      voiceRequired: false,
      maxParticipants: 8,
    }),
  },
  {
    host: 'elif@squad.local',
    inDays: 3,
    time: '20:00',
    body: online({
      title: 'Steam indie co-op gecesi',
      description: 'Küçük co-op oyunlar deniyoruz.',
      tags: ['Co-op', 'Eğlence Modu'],
      category: 'Game Mode',
      platform: 'Steam',
      gameType: 'Party Games',
      language: 'en',
      voiceRequired: false,
    }),
  },
  {
    host: 'elif@squad.local',
    inDays: 5,
    time: '21:00',
    body: online({
      title: 'Birlikte kodlama yayını',
      description: "Discord'da ekran paylaşımı, küçük projeler.",
      category: 'Other Activities',
      tags: ['Kodlama', 'Yayın'],
      platform: 'Discord',
      gameType: 'Other',
      voiceRequired: false,
      language: 'both',
      maxParticipants: 12,
    }),
  },
  {
    host: 'elif@squad.local',
    inDays: 8,
    time: '20:30',
    body: online({
      title: 'Rocket League 3v3',
      description: 'Casual maçlar.',
      tags: ['Rocket League', 'Casual'],
      platform: 'Steam',
      gameType: 'Other',
      skillLevel: 'beginner',
    }),
  },
];

export function istanbulDate(daysFromNow: number, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(now.getTime() + daysFromNow * 86_400_000),
  );
}

/** Needs process.env set for the handlers (TABLE_NAME...), so the data modules are imported here. */
export async function seedDemoEvents(
  hostIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<EventRecord[]> {
  const { newEventRecord } = await import('../../lambdas/events/events');
  const { createEvent } = await import('../../lambdas/events/events-table');
  const { hostSnapshot } = await import('../../lambdas/events/host-snapshot');
  const { eventCreateSchema } = await import('../../lambdas/contracts/event-schemas');
  const { scheduleCompletion } = await import('../../lambdas/attendance/completion-schedule');
  const created: EventRecord[] = [];
  for (const plan of plans) {
    const hostId = hostIds.get(plan.host);
    if (!hostId) throw new Error(`seed: no demo user ${plan.host}`);
    // An event "today" whose hour has passed moves to tomorrow: demo events are always in the future.
    let date = istanbulDate(plan.inDays, now);
    const body = eventCreateSchema.parse({
      ...plan.body,
      date,
      time: plan.time,
      idempotencyKey: randomUUID(),
    });
    let record = newEventRecord(randomUUID(), body, await hostSnapshot(hostId, now), now);
    if (record.startsAt && Date.parse(record.startsAt) <= now.getTime()) {
      date = istanbulDate(plan.inDays + 1, now);
      record = newEventRecord(record.id, { ...body, date }, record.host, now);
    }
    const outcome = await createEvent(record, body.idempotencyKey);
    if (outcome.status !== 'created') throw new Error(`seed: "${plan.body.title}" was ${outcome.status}`);
    // As the create route does: the demo events complete at their ends, on the test clock too.
    await scheduleCompletion(record);
    created.push(record);
  }
  return created;
}

/** Who asks to join whose event, and what they write: the demo user's events get requests to answer. */
const requestPlans = [
  {
    from: 'ayse@squad.local',
    toHost: 'demo@squad.local',
    message: 'Selam! Ben de gelmek isterim, çayı ben getiririm 😊',
  },
  {
    from: 'mert@squad.local',
    toHost: 'demo@squad.local',
    message: 'Merhaba, ilk kez katılacağım; yeni başlayanlara uygun mu?',
  },
  {
    from: 'demo@squad.local',
    toHost: 'ayse@squad.local',
    message: 'Merhaba! Bu hafta sonu boşum, katılabilir miyim?',
  },
] as const;

/**
 * Join requests through the same transaction as the API; the running stack's screener then screens them from
 * the stream, so the demo user finds requests waiting under My Events.
 */
export async function seedDemoRequests(
  userIds: ReadonlyMap<string, string>,
  events: readonly EventRecord[],
  now: Date,
): Promise<void> {
  const { getProfile } = await import('../../lambdas/profile/profiles-table');
  const { newJoinRequestRecord } = await import('../../lambdas/requests/requests');
  const { createJoinRequest } = await import('../../lambdas/requests/requests-table');
  for (const plan of requestPlans) {
    const event = events.find((candidate) => candidate.hostId === userIds.get(plan.toHost));
    const requester = await getProfile(userIds.get(plan.from) ?? '');
    if (!event || !requester) throw new Error(`seed: no event of ${plan.toHost} or no ${plan.from}`);
    const outcome = await createJoinRequest(newJoinRequestRecord(event, requester, plan.message, now));
    if (outcome !== 'created') throw new Error(`seed: request of ${plan.from} was ${outcome}`);
  }
}
