// @vitest-environment node
/**
 * Issue 36: a request body is written once (src/wire/requests.ts); the client's checks and the emulator's
 * schema are both made from it, so they name the same fields and agree on which the API requires.
 */
import { describe, expect, it } from 'vitest';
import type { Field, Shape } from '../../src/wire/fields';
import * as requests from '../../src/wire/requests';
import { UsageError } from '../../src/client';
import { validate } from '../../src/client/validate';
import { schemaOf } from '../../emulator/src/http/schemas';

const isField = (value: unknown): value is Field => typeof value === 'object' && value !== null && 'type' in value;
const shapes = Object.entries(requests as Record<string, unknown>).filter(
  (entry): entry is [string, Shape] =>
    typeof entry[1] === 'object' && entry[1] !== null && !isField(entry[1]) && Object.values(entry[1]).every(isField),
);

describe('the request shapes of src/wire', () => {
  it('cover the SDK calls', () => {
    expect(shapes.map(([name]) => name)).toEqual(expect.arrayContaining(['OTP_AUTHENTICATE', 'MAGIC_LINK_SEND', 'B2B_MEMBER_SEARCH']));
    expect(shapes.length).toBeGreaterThan(25);
  });

  it.each(shapes)("%s: the emulator's schema has the same fields, requiring those the API requires", (_name, shape) => {
    const schema = schemaOf(shape) as unknown as { properties: object; required?: string[]; additionalProperties: boolean };
    expect(Object.keys(schema.properties)).toEqual(Object.keys(shape));
    expect(schema.required ?? []).toEqual(Object.keys(shape).filter((name) => !shape[name]!.optional));
    expect(schema.additionalProperties).toBe(false);
  });

  it('a field the API defaults but the SDK call requires is asked for by the client only', () => {
    const { MAGIC_LINK_AUTHENTICATE } = requests;
    expect(() => validate('magicLinks.authenticate', { token: 't' }, MAGIC_LINK_AUTHENTICATE)).toThrow(UsageError);
    expect(() => validate('magicLinks.authenticate', { token: 't' }, MAGIC_LINK_AUTHENTICATE)).toThrow(
      'session_duration_minutes must be a number.',
    );
    expect((schemaOf(MAGIC_LINK_AUTHENTICATE) as unknown as { required: string[] }).required).toEqual(['token']);
  });
});
