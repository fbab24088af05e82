// The TypeBox builders the contracts use, imported one by one. The `Type` namespace of 'typebox'
// drags every builder and the type engine into each browser's first load (~15 KB gzip, and the
// front ends never validate); these eleven are ~3 KB. The API gets the very same schemas.
import { Array as TArray, Boolean as TBoolean, Integer, Literal, Null, Object as TObject, Optional, Record as TRecord, String as TString, Union, Unknown, type TLiteral, type TUnion } from 'typebox';

export const Type = {
  Array: TArray,
  Boolean: TBoolean,
  Integer,
  Literal,
  Null,
  Object: TObject,
  Optional,
  Record: TRecord,
  String: TString,
  Union,
  Unknown,
};

/** `schema` or `null`. */
export const Nullable = <T extends Parameters<typeof Union>[0][number]>(schema: T) => Union([schema, Null()]);

/** The properties `{ a: String(), b: String(), … }` of an object whose listed keys hold plain strings. */
export function stringProperties<const K extends string>(...keys: readonly K[]): Record<K, ReturnType<typeof TString>> {
  return Object.fromEntries(keys.map((key) => [key, TString()])) as Record<K, ReturnType<typeof TString>>;
}

/** One of the listed strings (typed as their union, which `Union(values.map(Literal))` alone loses). */
export const literalUnion = <T extends string>(values: readonly T[]) => Union(values.map((value) => Literal(value))) as unknown as TUnion<[TLiteral<T>]>;
