/**
 * How a request is written down once (issue 36): each field of a body as plain data — its type on the wire,
 * whether the API may go without it, and the bounds the API holds it to. From one such shape come the
 * TypeScript type of the body (`RequestOf`), the client's checks before it sends (spec §5, `client/validate.ts`)
 * and the emulator's TypeBox schema (`emulator/src/http/schemas.ts` `schemaOf`). Plain data: no validator
 * library here, as the wire imports nothing.
 */

/** A string on the wire; its length bounds as the API checks them (a huge value is refused before any work). */
export interface StringField {
  type: 'string';
  minLength?: number;
  maxLength: number;
  pattern?: string;
}

/** A whole number (minutes, counts): the client checks it is a number, the API that it is whole and in range. */
export interface IntegerField {
  type: 'integer';
  minimum?: number;
  maximum?: number;
}

export interface BooleanField {
  type: 'boolean';
}

/** A JSON object of any fields (metadata, provider parameters), bounded in how many where it reaches the API. */
export interface RecordField {
  type: 'object';
  maxProperties?: number;
}

/** A JSON object of known fields (SIWE's parameters), closed like a body. */
export interface ShapeField {
  type: 'shape';
  shape: Shape;
}

/** A string or a whole number (an EIP-155 chain id is either). */
export interface StringOrIntegerField {
  type: 'stringOrInteger';
  maxLength: number;
}

/** A list of strings (OAuth scopes, SIWE resources). */
export interface StringArrayField {
  type: 'stringArray';
  items: StringField;
  maxItems: number;
}

type FieldBase = StringField | IntegerField | BooleanField | RecordField | StringArrayField | ShapeField | StringOrIntegerField;

/**
 * One field of a request. `optional: true`: neither the API nor the SDK's call needs it. `optional: 'api'`: the
 * API has a default for it, but the SDK's call (spec §7) takes it as a required argument, so the client asks for
 * it before sending.
 */
export type Field = FieldBase & { optional?: true | 'api' };

/** A request body: its fields by wire name, in the order the API lists them. */
export type Shape = Readonly<Record<string, Field>>;

export const string = (bounds: Omit<StringField, 'type'>): StringField => ({ type: 'string', ...bounds });
export const integer = (bounds: Omit<IntegerField, 'type'> = {}): IntegerField => ({ type: 'integer', ...bounds });
export const boolean: BooleanField = { type: 'boolean' };
export const record = (maxProperties?: number): RecordField =>
  maxProperties === undefined ? { type: 'object' } : { type: 'object', maxProperties };
export const stringArray = (items: StringField, maxItems: number): StringArrayField => ({ type: 'stringArray', items, maxItems });
export const shape = <S extends Shape>(fields: S): ShapeField & { shape: S } => ({ type: 'shape', shape: fields });
export const stringOrInteger = (maxLength: number): StringOrIntegerField => ({ type: 'stringOrInteger', maxLength });

/** A field nobody needs to send. */
export const optional = <F extends FieldBase>(field: F): F & { optional: true } => ({ ...field, optional: true });
/** A field the API defaults but the SDK's call requires (see {@link Field}). */
export const sdkRequired = <F extends FieldBase>(field: F): F & { optional: 'api' } => ({ ...field, optional: 'api' });

/** The TypeScript type of one field's value. */
type ValueOf<F extends Field> = F extends StringField
  ? string
  : F extends IntegerField
    ? number
    : F extends BooleanField
      ? boolean
      : F extends RecordField
        ? Record<string, unknown>
        : F extends { type: 'shape'; shape: infer S extends Shape }
          ? RequestOf<S>
          : F extends StringOrIntegerField
            ? string | number
            : string[];

type Flatten<T> = { [K in keyof T]: T[K] };

/** A body as the API takes it: the fields it may go without are optional. */
export type RequestOf<S extends Shape> = Flatten<
  { -readonly [K in keyof S as S[K] extends { optional: true | 'api' } ? never : K]: ValueOf<S[K]> } & {
    -readonly [K in keyof S as S[K] extends { optional: true | 'api' } ? K : never]?: ValueOf<S[K]>;
  }
>;

/** The same fields as the SDK's call takes them: those the API defaults but the call requires are required. */
export type CallOf<S extends Shape> = Flatten<
  { -readonly [K in keyof S as S[K] extends { optional: true } ? never : K]: ValueOf<S[K]> } & {
    -readonly [K in keyof S as S[K] extends { optional: true } ? K : never]?: ValueOf<S[K]>;
  }
>;

/** The fields of `shape` named in `names`, for a call that takes only those of the body from its caller. */
export function pick<S extends Shape, K extends keyof S & string>(shape: S, ...names: K[]): Pick<S, K> {
  const picked = {} as Pick<S, K>;
  for (const name of names) picked[name] = shape[name];
  return picked;
}
