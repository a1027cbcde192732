/**
 * Request schemas (TypeBox) and their parts. Every body, query and path is validated by a schema, and the
 * handler's TypeScript type is that schema's static type (Fastify's TypeBox type provider): there is no
 * second, hand-written interface to drift. The SDK calls' bodies are written once in src/wire/requests.ts
 * (shared with the client) and made into schemas here (`schemaOf`); the parts below are made from the same
 * fields, for the emulator's own routes. Bodies are closed objects: unknown fields are dropped (Ajv
 * `removeAdditional`), wrong types and missing fields are answered with the wire doc's schema-error shape,
 * never a 500. Strings are bounded so a huge value is rejected before any work is done on it.
 */
import {
  type Static,
  type TArray,
  type TBoolean,
  type TInteger,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TUnion,
  Type,
} from 'typebox';
import type { Field, Shape, StringField } from '../../../src/wire/fields.ts';
import * as wire from '../../../src/wire/requests.ts';

const recordSchema = (maxProperties?: number) =>
  Type.Record(Type.String(), Type.Unknown(), maxProperties === undefined ? {} : { maxProperties });

/** The TypeBox type of a wire field (src/wire/fields.ts), optional where the API may go without it. */
type FieldSchema<F extends Field> = F extends { optional: true | 'api' } ? TOptional<BaseSchema<F>> : BaseSchema<F>;
type BaseSchema<F extends Field> = F extends StringField
  ? TString
  : F extends { type: 'integer' }
    ? TInteger
    : F extends { type: 'boolean' }
      ? TBoolean
      : F extends { type: 'object' }
        ? ReturnType<typeof recordSchema>
        : F extends { type: 'shape'; shape: infer S extends Shape }
          ? SchemaOf<S>
          : F extends { type: 'stringOrInteger' }
            ? TUnion<[TString, TInteger]>
            : TArray<TString>;

/** A wire request shape's schema (a closed object, see `body`); its static type is the wire's `RequestOf`. */
export type SchemaOf<S extends Shape> = TObject<{ -readonly [K in keyof S]: FieldSchema<S[K]> }>;

function baseSchema(field: Field): TSchema {
  switch (field.type) {
    case 'string': {
      const { type: _type, optional: _optional, ...bounds } = field;
      return Type.String(bounds);
    }
    case 'integer': {
      const { type: _type, optional: _optional, ...bounds } = field;
      return Type.Integer(bounds);
    }
    case 'boolean':
      return Type.Boolean();
    case 'object':
      return recordSchema(field.maxProperties);
    case 'stringArray':
      return Type.Array(baseSchema(field.items), { maxItems: field.maxItems });
    case 'shape':
      return schemaOf(field.shape);
    case 'stringOrInteger':
      return Type.Union([Type.String({ maxLength: field.maxLength }), Type.Integer()]);
  }
}

/** The schema of one wire field (a path parameter's, a part of an emulator route's own body). */
export function fieldSchema<F extends Field>(field: F): FieldSchema<F> {
  const schema = baseSchema(field);
  return (field.optional ? Type.Optional(schema) : schema) as FieldSchema<F>;
}

/** The schema of a request body written once in src/wire/requests.ts: a closed object, as `body` makes. */
export function schemaOf<S extends Shape>(shape: S): SchemaOf<S> {
  const properties: TProperties = {};
  for (const [name, field] of Object.entries(shape)) properties[name] = fieldSchema(field);
  return body(properties) as unknown as SchemaOf<S>;
}

export const text = (maxLength = 1024) => fieldSchema(wire.text(maxLength));
export const nonEmpty = (maxLength = 1024) => fieldSchema(wire.nonEmpty(maxLength));
export const email = fieldSchema(wire.EMAIL);
/**
 * One query-string parameter: a single string (a repeated parameter arrives as an array and is refused),
 * bounded like a URL. What it must contain is for the route to say, with the spec's own error types.
 */
export const queryValue = Type.String({ maxLength: 2048 });
/** A user's email, phone number, registration… named in a path. */
export const resourceId = fieldSchema(wire.RESOURCE_ID);

/** A closed request object (body or query): properties not listed are dropped. */
export const body = <P extends TProperties>(properties: P, options: { minProperties?: number } = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

/** Path parameters: every one required. */
export const params = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/**
 * `true` only when A and B are the same type. A schema made by `schemaOf` has the wire's `RequestOf` of its
 * shape as its static type; magicLinks/routes.ts states it (`const _x: Same<Static<typeof Schema>, WireBody> =
 * true`), so `SchemaOf` and `RequestOf` cannot drift apart without a compile error.
 */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export type { Static };

/** Plain format checks done in handlers so they get their own error types (spec §5, §8 "invalid_email"). */
export const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
