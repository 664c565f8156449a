/** The moderators' side through the local API: a moderator, the queue's cases as the stream opens them, decisions. */
import { isSanction, type CaseSummary, type ModerationAction } from '../../../lambdas/contracts/moderation';
import type { NotificationType, NotificationView } from '../../../lambdas/contracts/notifications';
import { changeModeratorRoleByEmail } from '../../../bin/moderator';
import { callEndpoint } from './api';
import * as endpoints from './endpoints';
import { userWithProfile } from './join-requests';
import { stackInfo } from './stack-info';
import { cognitoClient, signIn, type TestUser } from './users';

export async function moderator(label: string): Promise<TestUser> {
  const user = await userWithProfile(label);
  await changeModeratorRoleByEmail(cognitoClient(), stackInfo().userPoolId, user.email, 'add');
  // a token names the groups of the moment it is issued
  return { ...user, accessToken: await signIn(user.email, user.password) };
}

export async function until<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still no ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The open case about `subjectId`, once the stream has opened it (other suites' cases share the queue). */
export async function openCaseAbout(mod: TestUser, subjectId: string, reportCount = 1): Promise<CaseSummary> {
  return until(async () => {
    let cursor: string | undefined;
    do {
      const page = await callEndpoint(endpoints.moderation.listCases, {
        token: mod.accessToken,
        query: { status: 'open', cursor },
      });
      const found = page.body.cases.find(
        (item) => item.subject.userId === subjectId && item.reportCount >= reportCount,
      );
      if (found) return found;
      cursor = page.body.nextCursor;
    } while (cursor);
    return undefined;
  }, `case about ${subjectId}`);
}

/** The open appeal of `subjectId`'s sanction. */
export async function openAppealOf(mod: TestUser, subjectId: string): Promise<CaseSummary> {
  return until(async () => {
    const page = await callEndpoint(endpoints.moderation.listCases, {
      token: mod.accessToken,
      query: { status: 'open', kind: 'appeal' },
    });
    return page.body.cases.find((item) => item.subject.userId === subjectId);
  }, `appeal of ${subjectId}`);
}

/** The reader's notification of `type`, once the stream has delivered it. */
export function notificationOf(user: TestUser, type: NotificationType): Promise<NotificationView> {
  return until(async () => {
    const page = await callEndpoint(endpoints.notifications.listNotifications, {
      token: user.accessToken,
      query: {},
    });
    return page.body.items.find((item) => item.type === type);
  }, `${type} notification`);
}

export const readCase = (mod: TestUser, caseId: string) =>
  callEndpoint(endpoints.moderation.getCase, { token: mod.accessToken, params: { caseId } });

export const decideCase = (mod: TestUser, caseId: string, body: Parameters<typeof decisionBody>[0]) =>
  callEndpoint(endpoints.moderation.decideCase, {
    token: mod.accessToken,
    params: { caseId },
    body: decisionBody(body),
  });

export function decisionBody(fields: { action: ModerationAction; days?: number }) {
  return {
    action: fields.action,
    ...(isSanction(fields.action) ? { rule: 'harassment' as const } : {}),
    reason: 'Bildirilen mesajlar ısrarlı ve rahatsız edici.',
    ...(fields.days ? { days: fields.days } : {}),
  };
}
