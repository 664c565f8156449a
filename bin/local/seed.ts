/**
 * First-start demo data: confirmed users in cognito-local, each with a profile written through the
 * same data module the handlers use, and their events (seed-events.ts), so the dashboards are not empty and
 * there is a login to try, and a moderator to try the moderation console with.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { moderatorGroup } from '../../lambdas/contracts/endpoint';
import { allInterestTags } from '../../lambdas/contracts/taxonomy';
import { districtsOf } from '../../lambdas/contracts/district-names';
import { coordinatesOf } from '../../lambdas/contracts/locations';
import { seedDemoEvents, seedDemoRequests } from './seed-events';
import { seedDemoRatings } from './seed-ratings';
import { seedDemoFriends } from './seed-friends';

export const demoLogin = { email: 'demo@squad.local', password: 'Squad123!' } as const;

/** A member of the moderators' group, with the demo users' password. */
export const moderatorLogin = { email: 'moderator@squad.local', password: demoLogin.password } as const;

interface DemoUser {
  email: string;
  givenName: string;
  familyName: string;
  username: string;
  /**
   * The name others see when it is not the full name: one that names a role in Squad, which only staff may carry
   * (the profile schemas refuse it to everyone else, and a new profile falls back from it).
   */
  displayName?: string;
  /** The Cognito groups the user is in. */
  groups?: string[];
  bio: string;
  city: string;
  district: string;
  interests: string[];
}

const demoUsers: DemoUser[] = [
  {
    email: demoLogin.email,
    givenName: 'Deniz',
    familyName: 'Kaya',
    username: 'deniz',
    bio: 'Hafta sonları kutu oyunu ve doğa yürüyüşü.',
    city: 'İstanbul',
    district: 'KADIKÖY',
    interests: ['Kutu Oyunları', 'Doğa Yürüyüşü', 'Satranç'],
  },
  {
    email: 'ayse@squad.local',
    givenName: 'Ayşe',
    familyName: 'Yılmaz',
    username: 'ayse.yilmaz',
    bio: 'Koşu ve yoga; yeni insanlarla tanışmayı severim.',
    city: 'Ankara',
    district: 'ÇANKAYA',
    interests: ['Koşu', 'Yoga', 'Tenis'],
  },
  {
    email: 'mert@squad.local',
    givenName: 'Mert',
    familyName: 'Demir',
    username: 'mert_demir',
    bio: 'Basketbol ve tavla ustası.',
    city: 'İzmir',
    district: 'KONAK',
    interests: ['Basketbol', 'Tavla', 'Futbol'],
  },
  {
    email: 'zeynep@squad.local',
    givenName: 'Zeynep',
    familyName: 'Arslan',
    username: 'zeynep.gg',
    bio: 'Valorant ve LoL; Discord sohbetlerine her zaman varım.',
    city: 'İstanbul',
    district: 'BEŞİKTAŞ',
    interests: ['Valorant', 'League of Legends', 'Discord Sohbeti'],
  },
  {
    email: 'emre@squad.local',
    givenName: 'Emre',
    familyName: 'Çelik',
    username: 'emrecelik',
    bio: 'Bisiklet, fotoğraf ve iyi kahve.',
    city: 'İstanbul',
    district: 'ÜSKÜDAR',
    interests: ['Bisiklet', 'Fotoğrafçılık', 'Kahve Sohbeti'],
  },
  {
    email: 'elif@squad.local',
    givenName: 'Elif',
    familyName: 'Şahin',
    username: 'elif_sahin',
    bio: 'CS2 ve Minecraft; bazen de kodlama yayını.',
    city: 'Ankara',
    district: 'KEÇİÖREN',
    interests: ['CS2', 'Minecraft', 'Kodlama'],
  },
  {
    email: 'can@squad.local',
    givenName: 'Can',
    familyName: 'Öztürk',
    username: 'can.ozturk',
    bio: 'Futbol, voleybol ve deniz kenarında tavla.',
    city: 'İzmir',
    district: 'KARŞIYAKA',
    interests: ['Futbol', 'Voleybol', 'Tavla'],
  },
  // Hosts of the completed, rated demo events (seed-ratings.ts).
  {
    email: 'selin@squad.local',
    givenName: 'Selin',
    familyName: 'Aydın',
    username: 'selin.aydin',
    bio: 'Yürüyüş, kutu oyunları ve yeni insanlar.',
    city: 'İstanbul',
    district: 'KADIKÖY',
    interests: ['Doğa Yürüyüşü', 'Kutu Oyunları', 'Koşu'],
  },
  {
    email: 'burak@squad.local',
    givenName: 'Burak',
    familyName: 'Koç',
    username: 'burak.koc',
    bio: 'Satranç kulübü kurucusu; her hafta buluşuyoruz.',
    city: 'Ankara',
    district: 'ÇANKAYA',
    interests: ['Satranç', 'Kahve Sohbeti'],
  },
  {
    email: moderatorLogin.email,
    givenName: 'Deniz',
    familyName: 'Aksoy',
    username: 'moderator',
    displayName: 'Moderatör Deniz',
    groups: [moderatorGroup],
    bio: 'Squad moderatörü: şikâyetlere bakar, topluluk kurallarını korur.',
    city: 'İstanbul',
    district: 'BEŞİKTAŞ',
    interests: ['Kahve Sohbeti', 'Kutu Oyunları'],
  },
];

/** Seeds must use real table values: a city/district or tag the tables lack is a bug, not a default. */
function checkAgainstTables(user: DemoUser): [number, number] {
  const coordinates = coordinatesOf(user.city, user.district);
  if (!coordinates || !districtsOf(user.city).includes(user.district)) {
    throw new Error(`seed: ${user.district}, ${user.city} is not in the location table`);
  }
  const unknownTag = user.interests.find((tag) => !allInterestTags.includes(tag));
  if (unknownTag) throw new Error(`seed: interest "${unknownTag}" is not in the taxonomy`);
  return coordinates;
}

async function createConfirmedUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: DemoUser,
): Promise<string> {
  const { User } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.givenName },
        { Name: 'family_name', Value: user.familyName },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: demoLogin.password,
      Permanent: true,
    }),
  );
  for (const group of user.groups ?? []) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: group }),
    );
  }
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`seed: cognito-local answered no sub for ${user.email}`);
  return sub;
}

/** Needs process.env set for the handlers (TABLE_NAME...), so the data modules are imported here. */
export async function seedDemoData(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  welcomeTokens: number,
): Promise<void> {
  const { createProfileOnce, changeUsername } = await import('../../lambdas/profile/profiles-table');
  const { newProfileRecord } = await import('../../lambdas/profile/profile');
  const hosts = new Map<string, string>();
  for (const user of demoUsers) {
    const coordinates = checkAgainstTables(user);
    const userId = await createConfirmedUser(cognito, userPoolId, user);
    const record = newProfileRecord(
      userId,
      { email: user.email, givenName: user.givenName, familyName: user.familyName },
      welcomeTokens,
      new Date(),
    );
    await createProfileOnce({
      ...record,
      ...(user.displayName ? { displayName: user.displayName } : {}),
      bio: user.bio,
      city: user.city,
      district: user.district,
      coordinates,
      interests: user.interests,
      // Adults, so the demo can buy, ask to join and host (lambdas/profile/age.ts).
      birthDate: '1994-05-19',
    });
    const outcome = await changeUsername(userId, { nextUsername: user.username }, {});
    if (outcome.status !== 'changed')
      throw new Error(`seed: username ${user.username} was ${outcome.status}`);
    hosts.set(user.email, userId);
  }
  const events = await seedDemoEvents(hosts, new Date());
  await seedDemoRequests(hosts, events, new Date());
  await seedDemoRatings(hosts, new Date());
  await seedDemoFriends(hosts, new Date());
}

export const demoUserEmails = demoUsers.map((user) => user.email);
