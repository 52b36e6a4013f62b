/*
 * Search normalisation shared by the stored events.search_text and the user's query, so both sides
 * fold the same way: accents, Arabic diacritics and letter variants people type interchangeably.
 */

// Nonspacing marks left after NFKD: Latin accents (U+0300–036F) and Arabic tashkeel (U+064B–065F,
// U+0670 superscript alef, Quranic marks U+06D6–06ED). Hamza above/below (U+0654/0655) also lands
// here, which is what folds أ/إ/ؤ/ئ into their bare letters.
const COMBINING_MARKS = /\p{Mn}/gu;
const TATWEEL = /\u0640/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const TA_MARBUTA = /\u0629/g;
const ALEF_MAQSURA = /[\u0649\u06CC]/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const WHITESPACE = /\s+/gu;

function asciiDigit(ch: string): string {
  const code = ch.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * Lowercase, accent-insensitive, Arabic-variant-insensitive form of `s` with single spaces:
 * "Café  Nights" → "cafe nights", "أُمسيةٌ شعرية" → "امسيه شعريه".
 */
export function normalizeSearchText(s: string): string {
  // Lowercase before decomposing: 'İ'.toLowerCase() yields i + U+0307, which the mark pass then drops.
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(TA_MARBUTA, '\u0647')
    .replace(ALEF_MAQSURA, '\u064A')
    .replace(ARABIC_INDIC_DIGIT, asciiDigit)
    .replace(WHITESPACE, ' ')
    .trim();
}

/** The texts of an event a search matches, in both languages (docs/product.md §3: search matches both). */
export type TEventSearchFields = {
  name: string;
  nameAr?: string;
  description: string;
  descriptionAr?: string;
  location: string | null;
  locationAr?: string;
};

/** What every writer of an event stores in events.search_text: both languages' name, description and location. */
export function eventSearchText(e: TEventSearchFields): string {
  return normalizeSearchText([e.name, e.nameAr, e.description, e.descriptionAr, e.location, e.locationAr].filter(Boolean).join(' '));
}
