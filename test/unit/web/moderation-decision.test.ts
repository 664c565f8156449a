import { actionsByKind, caseDecisionSchema } from '../../../lambdas/contracts/moderation';
import {
  actionShortcuts,
  checkDecision,
  emptyDraft,
  shortcutAction,
  type DecisionDraft,
} from '../../../web/src/features/moderation/decision';

const draft = (changes: Partial<DecisionDraft>): DecisionDraft => ({ ...emptyDraft, ...changes });
const reason = 'Profilinde başkasının fotoğrafını kullanıyor.';

describe('the decision form, checked with the contract', () => {
  it('asks for a decision and its reason before anything else', () => {
    expect(checkDecision(emptyDraft).errors).toEqual({
      action: 'Bir karar seç.',
      reason: 'Kararın gerekçesini yaz.',
    });
  });

  it('tells every missing choice of a suspension at once, the reason included', () => {
    expect(checkDecision(draft({ action: 'suspend' })).errors).toEqual({
      rule: 'Yaptırım için çiğnenen kuralı seç.',
      days: 'Askı için gün sayısını yaz.',
      reason: 'Kararın gerekçesini yaz.',
    });
  });

  it("refuses days the contract refuses, in the contract's words", () => {
    const suspend = draft({ action: 'suspend', rule: 'honesty', reason });
    expect(checkDecision({ ...suspend, days: '2.5' }).errors).toEqual({
      days: 'Gün sayısı tam sayı olmalı.',
    });
    expect(checkDecision({ ...suspend, days: '0' }).errors).toEqual({ days: 'En az 1 gün olmalı.' });
    expect(checkDecision({ ...suspend, days: '91' }).errors).toEqual({ days: 'En fazla 90 gün olabilir.' });
    expect(checkDecision({ ...suspend, days: 'on' }).errors).toEqual({ days: 'Gün sayısı tam sayı olmalı.' });
  });

  it('sends a suspension with its rule, its days as a number and the trimmed reason', () => {
    const checked = checkDecision(
      draft({ action: 'suspend', rule: 'honesty', days: ' 7 ', reason: ` ${reason} ` }),
    );
    expect(checked.decision).toEqual({ action: 'suspend', rule: 'honesty', days: 7, reason });
    expect(caseDecisionSchema.safeParse(checked.decision).success).toBe(true);
  });

  it('leaves behind what another action was given: a dismissal sends no rule and no days', () => {
    const checked = checkDecision(draft({ action: 'dismiss', rule: 'spam', days: '3', reason }));
    expect(checked.decision).toEqual({ action: 'dismiss', reason });
  });

  it('sends a warning with its rule but no days', () => {
    const checked = checkDecision(draft({ action: 'warn', rule: 'respect', days: '3', reason }));
    expect(checked.decision).toEqual({ action: 'warn', rule: 'respect', reason });
  });
});

describe('the decision shortcuts', () => {
  const press = (key: string, changes: Partial<Parameters<typeof shortcutAction>[0]> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ignored: false,
    ...changes,
  });
  const reportActions = actionsByKind['user-report'];
  const heldActions = actionsByKind['held-request'];

  it('give every action its own key', () => {
    const keys = Object.values(actionShortcuts);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("pick only the case's own actions", () => {
    expect(shortcutAction(press('u'), reportActions)).toBe('warn');
    expect(shortcutAction(press('a'), reportActions)).toBe('suspend');
    expect(shortcutAction(press('o'), reportActions)).toBeUndefined();
    expect(shortcutAction(press('o'), heldActions)).toBe('approve');
    expect(shortcutAction(press('r'), heldActions)).toBe('decline');
    expect(shortcutAction(press('u'), heldActions)).toBeUndefined();
    expect(shortcutAction(press('s'), actionsByKind.appeal)).toBe('uphold');
    expect(shortcutAction(press('y'), actionsByKind.appeal)).toBe('reverse');
  });

  it('take the capital letter too, "I" included, whatever the keyboard lower-cases it to', () => {
    expect(shortcutAction(press('U'), reportActions)).toBe('warn');
    expect(shortcutAction(press('I'), reportActions)).toBe('dismiss');
    expect(shortcutAction(press('İ'), reportActions)).toBe('dismiss');
  });

  it('stay out of the way of typing, of the browser and of dialogs', () => {
    expect(shortcutAction(press('u', { ignored: true }), reportActions)).toBeUndefined();
    expect(shortcutAction(press('a', { ctrlKey: true }), reportActions)).toBeUndefined();
    expect(shortcutAction(press('r', { metaKey: true }), heldActions)).toBeUndefined();
    expect(shortcutAction(press('h', { altKey: true }), reportActions)).toBeUndefined();
    expect(shortcutAction(press('Enter'), reportActions)).toBeUndefined();
  });
});
