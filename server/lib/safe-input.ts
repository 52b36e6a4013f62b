import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { core } from 'zod/mini';
import { NUL, TEXT_MESSAGES } from '../../contract/text';

/** A UTF-16 surrogate without its pair (`\ud800` alone): no UTF-8 text can hold it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when PostgreSQL could not store `value` as text: a NUL, or a lone surrogate (a JSON `"\ud800"`). */
function unstorable(value: string): boolean {
  return value.includes(NUL) || LONE_SURROGATE.test(value);
}

/**
 * Where NUL characters or lone surrogates sit in a parsed body, query, params or headers object (keys and
 * values), as `/a/0/b` paths. PostgreSQL text cannot hold either (a lone surrogate fails a `jsonb`
 * parameter outright), so any string with one would fail its query with a 500; refusing it here covers
 * every route and field at once (docs/architecture.md §4). Walked without recursion, so a deeply nested
 * JSON body cannot exhaust the stack.
 */
export function nulPaths(data: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0 && found.length < 20) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) found.push(path || '/');
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}/${i}` }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = `${path}/${key.replaceAll(NUL, '\\0').replace(new RegExp(LONE_SURROGATE.source, 'gu'), '\uFFFD')}`;
        if (unstorable(key)) found.push(at);
        else stack.push({ value: item, path: at });
      }
    }
  }
  return found.sort();
}

/**
 * The zod validator of fastify-type-provider-zod, preceded by the check above: a NUL or lone surrogate
 * anywhere is a 422 `validation.failed` naming the field, before the schema runs.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<core.$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const paths = nulPaths(data);
    if (paths.length === 0) return validate(data);
    const issues: FastifySchemaValidationError[] = paths.map((instancePath) => ({
      instancePath,
      message: TEXT_MESSAGES.unsafeCharacters,
      keyword: 'nul',
      schemaPath: '#',
      params: {},
    }));
    return { error: issues };
  };
};
