import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { core } from 'zod/mini';
import { NUL, TEXT_MESSAGES } from '../../contract/text';

/**
 * Where NUL characters sit in a parsed body, query, params or headers object (keys and values), as
 * `/a/0/b` paths. PostgreSQL text cannot hold NUL, so any string with one would fail its query with a
 * 500; refusing it here covers every route and field at once (docs/architecture.md §4). Walked without
 * recursion, so a deeply nested JSON body cannot exhaust the stack.
 */
export function nulPaths(data: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0 && found.length < 20) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(path || '/');
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}/${i}` }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = `${path}/${key.replaceAll(NUL, '\\0')}`;
        if (key.includes(NUL)) found.push(at);
        else stack.push({ value: item, path: at });
      }
    }
  }
  return found.sort();
}

/**
 * The zod validator of fastify-type-provider-zod, preceded by the NUL check above: a NUL anywhere is a
 * 422 `validation.failed` naming the field, before the schema runs.
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
