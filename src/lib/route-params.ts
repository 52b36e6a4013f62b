import { notFound } from '@tanstack/react-router';
import { z } from 'zod';

/** Ids in paths are positive integers. */
export const ZIdParamSchema = z.coerce.number().int().positive();

/** `beforeLoad` helper: a non-numeric id in the path is a 404, never a request to the API. */
export function assertIdParams(params: Record<string, string>, keys: readonly string[]): void {
  for (const key of keys) {
    if (!ZIdParamSchema.safeParse(params[key]).success) throw notFound();
  }
}
