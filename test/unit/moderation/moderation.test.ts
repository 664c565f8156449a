import {
  appealableUntil,
  caseDecisionSchema,
  suspensionDays,
  type CaseDecision,
} from '../../../lambdas/contracts/moderation';
import {
  actionFits,
  contentIdOf,
  idFromCause,
  isInForce,
  isSampledDecline,
  sanctionOf,
} from '../../../lambdas/moderation/moderation';

const now = new Date('2026-11-28T10:00:00.000Z');
const decision = (fields: Partial<CaseDecision>): CaseDecision => ({
  action: 'warn',
  rule: 'respect',
  reason: 'Mesajlarında hakaret var.',
  ...fields,
});

describe('the id of reported content', () => {
  it('names the piece by the keys that address it, so its reports group into one case', () => {
    expect(contentIdOf({ kind: 'event', eventId: 'e1' })).toBe('event#e1');
    expect(
      contentIdOf({
        kind: 'message',
        eventId: 'e1',
        threadUserId: 'u1',
        messageId: 'm1',
        sentAt: '2026-11-28T10:00:00.000Z',
      }),
    ).toBe('message#e1#u1#2026-11-28T10:00:00.000Z#m1');
    expect(contentIdOf({ kind: 'review', eventId: 'e1', raterId: 'r1', userId: 'u1' })).toBe(
      'review#e1#r1#u1',
    );
  });
});

describe('the sample of the screener’s declines', () => {
  it('takes about its share of requests, the same way for the same request every time', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `requester-${i}`);
    const sampled = ids.filter((id) => isSampledDecline('event-1', id, 5));

    expect(sampled.length / ids.length).toBeGreaterThan(0.04);
    expect(sampled.length / ids.length).toBeLessThan(0.06);
    expect(ids.filter((id) => isSampledDecline('event-1', id, 5))).toEqual(sampled);
  });

  it('takes every request at 100 percent and none at 0', () => {
    expect(isSampledDecline('e', 'r', 100)).toBe(true);
    expect(isSampledDecline('e', 'r', 0)).toBe(false);
  });
});

describe('a case id derived from its cause', () => {
  it('is the same for the same cause and a valid UUID', () => {
    const id = idFromCause('held-request#e1#u1#2026-11-28T10:00:00.000Z');

    expect(idFromCause('held-request#e1#u1#2026-11-28T10:00:00.000Z')).toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs for another cause', () => {
    expect(idFromCause('held-request#e1#u1#a')).not.toBe(idFromCause('held-request#e1#u1#b'));
  });
});

describe('the decisions a case takes', () => {
  it('are sanctions or a dismissal for a report, and only approve or decline for a held request', () => {
    expect(actionFits('user-report', 'suspend')).toBe(true);
    expect(actionFits('user-report', 'approve')).toBe(false);
    expect(actionFits('held-request', 'approve')).toBe(true);
    expect(actionFits('held-request', 'ban')).toBe(false);
  });

  it('remove the content only of a report of content', () => {
    expect(actionFits('event-report', 'remove-content')).toBe(true);
    expect(actionFits('message-report', 'remove-content')).toBe(true);
    expect(actionFits('review-report', 'remove-content')).toBe(true);
    expect(actionFits('user-report', 'remove-content')).toBe(false);
  });
});

describe('a decision as the form and the server check it', () => {
  it('needs the rule broken for a sanction', () => {
    const result = caseDecisionSchema.safeParse(decision({ rule: undefined }));

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Yaptırım için çiğnenen kuralı seç.',
      path: ['rule'],
    });
  });

  it('needs no rule to dismiss', () => {
    expect(caseDecisionSchema.safeParse(decision({ action: 'dismiss', rule: undefined })).success).toBe(true);
  });

  it('needs the days of a suspension, within its bounds', () => {
    expect(caseDecisionSchema.safeParse(decision({ action: 'suspend' })).error?.issues[0]?.message).toBe(
      'Askı için gün sayısını yaz.',
    );
    expect(
      caseDecisionSchema.safeParse(decision({ action: 'suspend', days: suspensionDays.max + 1 })).success,
    ).toBe(false);
    expect(caseDecisionSchema.safeParse(decision({ action: 'suspend', days: 7 })).success).toBe(true);
  });

  it('needs a reason the user can read', () => {
    expect(caseDecisionSchema.safeParse(decision({ reason: '  ' })).error?.issues[0]?.message).toBe(
      'Kararın gerekçesini yaz.',
    );
  });
});

describe('the sanction a decision imposes', () => {
  it('is none for a dismissal or a held request', () => {
    expect(sanctionOf(decision({ action: 'dismiss' }), 'u1', 'c1', 'm1', now)).toBeUndefined();
    expect(sanctionOf(decision({ action: 'approve' }), 'u1', 'c1', 'm1', now)).toBeUndefined();
  });

  it('ends a suspension the given days later and keeps it in force until then', () => {
    const sanction = sanctionOf(decision({ action: 'suspend', days: 3 }), 'u1', 'c1', 'm1', now)!;

    expect(sanction).toMatchObject({ action: 'suspend', endsAt: '2026-12-01T10:00:00.000Z', userId: 'u1' });
    expect(isInForce(sanction, new Date('2026-12-01T09:59:59.000Z'))).toBe(true);
    expect(isInForce(sanction, new Date('2026-12-01T10:00:00.000Z'))).toBe(false);
  });

  it('never restricts the account for a removal of content', () => {
    const removal = sanctionOf(decision({ action: 'remove-content' }), 'u1', 'c1', 'm1', now)!;

    expect(removal).toMatchObject({ action: 'remove-content', rule: 'respect', endsAt: null });
    expect(isInForce(removal, now)).toBe(false);
  });

  it('holds a ban until it is lifted, and never a warning', () => {
    const ban = sanctionOf(decision({ action: 'ban' }), 'u1', 'c1', 'm1', now)!;
    const warning = sanctionOf(decision({ action: 'warn' }), 'u1', 'c1', 'm1', now)!;

    expect(isInForce(ban, new Date('2030-01-01T00:00:00.000Z'))).toBe(true);
    expect(isInForce({ ...ban, liftedAt: '2026-11-29T00:00:00.000Z' }, now)).toBe(false);
    expect(isInForce(warning, now)).toBe(false);
  });

  it('may be appealed for 14 days', () => {
    const sanction = sanctionOf(decision({}), 'u1', 'c1', 'm1', now)!;

    expect(appealableUntil(sanction.createdAt)).toBe('2026-12-12T10:00:00.000Z');
  });

  it('is named after its case, so a retried decision names the same sanction', () => {
    expect(sanctionOf(decision({}), 'u1', 'c1', 'm1', now)?.sanctionId).toBe(
      sanctionOf(decision({}), 'u1', 'c1', 'm1', now)?.sanctionId,
    );
  });
});
