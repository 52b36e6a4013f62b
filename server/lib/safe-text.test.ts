import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, NUL, safeString, TEXT_MESSAGES } from '../../contract/text';

describe('safe text (contract/text.ts)', () => {
  it('refuses NUL and every direction embedding, override and isolate', () => {
    for (const c of [NUL, '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(hasUnsafeCharacters(`a${c}b`)).toBe(true);
      const result = safeString().safeParse(`a${c}b`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unsafeCharacters);
    }
  });

  it('keeps ordinary text, Arabic with LRM, RLM and ALM, and emoji', () => {
    for (const text of ['Salim', 'سالم\u200F', 'رقم\u200E 12', 'عدد\u061C ٣', 'Concert 🎵', '']) {
      expect(hasUnsafeCharacters(text)).toBe(false);
      expect(safeString().safeParse(text).success).toBe(true);
    }
  });
});
