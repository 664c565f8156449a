/**
 * Lambda event-filtering semantics for stream records, so a local consumer sees exactly the records
 * its CDK event source mapping would deliver. A pattern is the JSON the mapping's FilterCriteria holds,
 * e.g. `{ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'EVENT#' }] } } } }`.
 * Patterns are OR-ed; inside a pattern every field must match; a field's list of rules is OR-ed.
 */
import type { EventFilterPattern, EventFilterRule } from '../../lambdas/function-kinds';

/** The pattern types are the function list's, so a consumer's filters are the ones CDK deploys. */
export type FilterRule = EventFilterRule;
export type FilterPattern = EventFilterPattern;

function matchesRule(value: unknown, present: boolean, rule: FilterRule): boolean {
  if (rule === null || typeof rule !== 'object') return present && value === rule;
  if ('exists' in rule) return rule.exists === present;
  if (!present) return false;
  if ('prefix' in rule) return typeof value === 'string' && value.startsWith(rule.prefix);
  if ('suffix' in rule) return typeof value === 'string' && value.endsWith(rule.suffix);
  return !rule['anything-but'].includes(value as string | number);
}

// Array.isArray does not narrow a readonly array out of a union.
const isRuleList = (expected: readonly FilterRule[] | FilterPattern): expected is readonly FilterRule[] =>
  Array.isArray(expected);

export function matchesPattern(record: unknown, pattern: FilterPattern): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const container = (record ?? {}) as Record<string, unknown>;
    const present = Object.prototype.hasOwnProperty.call(container, field);
    const value = present ? container[field] : undefined;
    if (isRuleList(expected)) {
      return expected.some((rule) => matchesRule(value, present, rule));
    }
    // An absent object holds only absent leaves: `{ exists: false }` below it matches, as Lambda's filters do.
    return present
      ? typeof value === 'object' && matchesPattern(value, expected)
      : matchesPattern({}, expected);
  });
}

/** No patterns means no filtering, as for a mapping without FilterCriteria. */
export function matchesAnyPattern(record: unknown, patterns: readonly FilterPattern[] | undefined): boolean {
  return !patterns || patterns.length === 0 || patterns.some((pattern) => matchesPattern(record, pattern));
}
