import { UsageError } from './errors.js';
import type { Field } from '../wire/fields.js';

/** A call's checks: its arguments' fields as the wire's request shapes describe them (src/wire/requests.ts). */
export type Checks = Readonly<Record<string, Field>>;

const expected: Record<Field['type'], string> = {
  string: 'a string',
  // Whole numbers are the API's to insist on; spec §5 asks only for a number.
  integer: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  shape: 'an object',
  stringArray: 'an array of strings',
  stringOrInteger: 'a string or a number',
};

const matches = (type: Field['type'], v: unknown): boolean => {
  switch (type) {
    case 'object':
    case 'shape':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'stringArray':
      return Array.isArray(v) && v.every((s) => typeof s === 'string');
    case 'integer':
      return typeof v === 'number' && !Number.isNaN(v);
    case 'stringOrInteger':
      return typeof v === 'string' || typeof v === 'number';
    default:
      return typeof v === type;
  }
};

/**
 * Client-side type checks before any request (spec §5): throws a `UsageError` 'Invalid call to {method}'
 * followed by one '{field} must be {type}.' line per bad field. A field the SDK's call may leave out
 * (`optional: true`) is checked only when present; one the API defaults but the call requires
 * (`optional: 'api'`) is checked like a required one.
 */
export function validate(method: string, values: Record<string, unknown>, checks: Checks): void {
  const problems: string[] = [];
  for (const [name, field] of Object.entries(checks)) {
    const value = values[name];
    if (field.optional === true && value == null) continue;
    if (!matches(field.type, value)) problems.push(`${name} must be ${expected[field.type]}.`);
  }
  if (problems.length) throw new UsageError(method, problems);
}
