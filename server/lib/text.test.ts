import { describe, expect, it } from 'vitest';
import { eventSearchText, normalizeSearchText } from './text';

describe('normalizeSearchText', () => {
  it('lowercases and strips Latin accents', () => {
    expect(normalizeSearchText('Café CRÈME Noël İzmir')).toBe('cafe creme noel izmir');
  });

  it('collapses and trims whitespace, including tabs and newlines', () => {
    expect(normalizeSearchText('  Muscat \t Nights\n\nFestival  ')).toBe('muscat nights festival');
  });

  it('strips Arabic tashkeel and tatweel', () => {
    expect(normalizeSearchText('مَسْرَحٌ')).toBe('مسرح');
    expect(normalizeSearchText('مـــسقط')).toBe('مسقط');
  });

  it('unifies alef forms', () => {
    expect(normalizeSearchText('أ إ آ ٱ ا')).toBe('ا ا ا ا ا');
    expect(normalizeSearchText('أمسية')).toBe(normalizeSearchText('امسية'));
  });

  it('folds ta marbuta into ha and alef maqsura into ya', () => {
    expect(normalizeSearchText('مدرسة')).toBe('مدرسه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
  });

  it('makes a fully vocalised Arabic title match its bare spelling', () => {
    expect(normalizeSearchText('أُمْسِيَةٌ شِعْرِيَّةٌ فِي نِزْوَى')).toBe(normalizeSearchText('امسيه شعريه في نزوي'));
  });

  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(normalizeSearchText('٢٠٢٥ ۱۲')).toBe('2025 12');
  });

  it('folds Arabic presentation forms to base letters', () => {
    expect(normalizeSearchText('\uFEDF\uFEE0')).toBe('لل');
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('  Salalah  Khareef — خَرِيف صلالة  ');
    expect(normalizeSearchText(once)).toBe(once);
  });

  it('returns an empty string for blank input', () => {
    expect(normalizeSearchText(' \n ')).toBe('');
  });
});

describe('eventSearchText', () => {
  it('folds both languages of name, description and location into one searchable text', () => {
    const text = eventSearchText({
      name: 'Poetry Night',
      nameAr: 'أمسيةٌ شعرية',
      description: 'Verse under the stars.',
      descriptionAr: '',
      location: 'Nizwa',
      locationAr: 'نزوى',
    });
    expect(text).toBe('poetry night امسيه شعريه verse under the stars. nizwa نزوي');
    expect(text).toContain(normalizeSearchText('امسية'));
  });

  it('leaves out a missing location and Arabic twins not written', () => {
    expect(eventSearchText({ name: 'Meetup', description: 'Talks', location: null })).toBe('meetup talks');
  });
});
