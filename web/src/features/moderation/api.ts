/**
 * The moderation feature's calls, through the shell's API client (token, timeout, 401 retry, loading toast): the
 * moderators' queue, a case, a decision, the open count and the audit log; and a user's own sanctions and their
 * appeal; anyone's notice of unlawful content. Every moderator read's SWR key starts with `/private/moderation`, so a decision reads all of them again.
 */
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import * as api from '@contracts/endpoints/moderation';
import type { AppealCreate, CaseDecision, CaseKind, CaseStatus, ContentNotice } from '@contracts/moderation';
import type { MessageAnswer } from '@contracts/endpoint';
import { callApi, pathOf, readPath, type ApiError } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

/** The moderator endpoints' common prefix (lambdas/contracts/endpoints/moderation.ts). */
const moderationPathPrefix = '/private/moderation/';
/** How often the header's count is read again while a page stays open (a focus reads it at once too). */
const openCountRefreshMs = 60_000;

interface Paged {
  nextCursor?: string;
}

/**
 * Pages read one after another with "Daha fazla": `pathAt()` is the first page's path, `pathAt(cursor)` the page
 * after that cursor.
 */
function usePages<Page extends Paged>(
  pathAt: (cursor?: string) => string,
  read: (path: string) => Promise<Page>,
) {
  const swr = useSWRInfinite<Page, ApiError>(
    (index, previous: Page | null) => {
      if (index === 0) return pathAt();
      return previous?.nextCursor ? pathAt(previous.nextCursor) : null;
    },
    read,
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  return {
    pages,
    error: swr.error,
    isLoading: swr.isLoading,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    loadMore: () => swr.setSize(swr.size + 1),
    retry: () => swr.mutate(),
  };
}

export interface QueueQuery {
  status: CaseStatus;
  kind?: CaseKind;
}

/** The queue: open cases oldest first, or closed ones latest first, of one kind or all. */
export function useCaseQueue({ status, kind }: QueueQuery) {
  return usePages(
    (cursor) => pathOf(api.listCases, { query: { status, kind, cursor } }),
    (path) => readPath(api.listCases, path),
  );
}

/** The audit log, latest first. */
export function useAuditLog() {
  return usePages(
    (cursor) => pathOf(api.listAudit, { query: { cursor } }),
    (path) => readPath(api.listAudit, path),
  );
}

/** The header's count: quiet (the badge is no reason for a loading toast), read again every minute. */
export function useOpenCaseCount() {
  return useApi(api.countOpenCases, {}, { quiet: true, refreshInterval: openCountRefreshMs });
}

/** One case; `null` reads nothing (an id that cannot be one). Reading it writes an audit entry. */
export function useCase(caseId: string | null) {
  return useApi(api.getCase, caseId ? { params: { caseId } } : null, { revalidateOnFocus: false });
}

/** Decides a case; then the case, the queue, the count and the audit log are read again. */
export async function decideCase(caseId: string, decision: CaseDecision): Promise<MessageAnswer> {
  const answer = await callApi(api.decideCase, { params: { caseId }, body: decision });
  await revalidateModeration();
  return answer;
}

/** Every moderator read (useSWRInfinite keys carry a `$inf$` prefix). */
export function revalidateModeration(): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(moderationPathPrefix) || key.startsWith(`$inf$${moderationPathPrefix}`)),
  );
}

/** The caller's own sanctions, latest first. */
export function useMySanctions() {
  return useApi(api.listMySanctions, {});
}

/**
 * The caller's one appeal of a sanction; then their sanctions are read again, so the sanction shows its appeal
 * (pending) by the time the server's confirmation is shown.
 */
export async function appealSanction(sanctionId: string, appeal: AppealCreate): Promise<MessageAnswer> {
  const answer = await callApi(api.appealSanction, { params: { sanctionId }, body: appeal });
  await revalidateMySanctions();
  return answer;
}

/** The caller's sanctions, read again (an appeal refused because the list was out of date, say). */
export function revalidateMySanctions(): Promise<unknown> {
  return mutate(pathOf(api.listMySanctions));
}

/** A notice of unlawful content (public, no sign-in). */
export function giveContentNotice(body: ContentNotice): Promise<MessageAnswer> {
  return callApi(api.giveContentNotice, { body });
}
