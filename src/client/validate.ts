import { UsageError } from './errors.js';

/** A field rule; `?` makes the field optional (checked only when present). */
export type Rule =
  'string' | 'number' | 'boolean' | 'object' | 'stringArray' | 'string?' | 'number?' | 'boolean?' | 'object?' | 'stringArray?';

const expected: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  stringArray: 'an array of strings',
};

const matches = (kind: string, v: unknown): boolean => {
  switch (kind) {
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'stringArray':
      return Array.isArray(v) && v.every((s) => typeof s === 'string');
    case 'number':
      return typeof v === 'number' && !Number.isNaN(v);
    default:
      return typeof v === kind;
  }
};

/**
 * Client-side type checks before any request (spec §5): throws a `UsageError`
 * 'Invalid call to {method}' followed by one '{field} must be {type}.' line per bad field.
 */
export function validate(method: string, values: Record<string, unknown>, rules: Record<string, Rule>): void {
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const optional = rule.endsWith('?');
    const kind = optional ? rule.slice(0, -1) : rule;
    const value = values[field];
    if (optional && value == null) continue;
    if (!matches(kind, value)) problems.push(`${field} must be ${expected[kind]}.`);
  }
  if (problems.length) throw new UsageError(method, problems);
}
