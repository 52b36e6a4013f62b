import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { TForm, TFormFile } from '../uploads/uploads.service';
import { parseSliderForm } from './media.slider-form';

const png = (field: string): TFormFile => ({ field, bytes: Buffer.from('png'), type: 'image/png' });

function form(fields: Record<string, string | string[]>, files: TFormFile[] = []): TForm {
  return { fields, files };
}

function errorsOf(action: () => unknown): Record<string, string[]> | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseSliderForm', () => {
  it('orders entries by position, then by their index, keeping ids and files apart', () => {
    const file = png('images[1][file]');
    const entries = parseSliderForm(
      form({ 'images[0][id]': '7', 'images[0][position]': '5', 'images[1][position]': '1', 'images[2][id]': '9', 'images[2][position]': '1', other: 'x' }, [
        file,
      ]),
    );
    expect(entries).toEqual([
      { index: 1, position: 1, id: null, file },
      { index: 2, position: 1, id: 9, file: null },
      { index: 0, position: 5, id: 7, file: null },
    ]);
  });

  it('defaults a missing position to the index and reads an empty form as an empty slider', () => {
    expect(parseSliderForm(form({ 'images[3][id]': '4' }))).toEqual([{ index: 3, position: 3, id: 4, file: null }]);
    expect(parseSliderForm(form({}))).toEqual([]);
  });

  it('reports each bad entry under its own field', () => {
    const errors = errorsOf(() =>
      parseSliderForm(
        form(
          {
            'images[0][id]': '3',
            'images[1][id]': 'abc',
            'images[2][id]': '3',
            'images[3][position]': 'first',
            'images[3][id]': '8',
            'images[4][position]': '0',
            'images[5][id]': '10',
            'images[6][id]': ['1', '2'],
          },
          [png('images[5][file]')],
        ),
      ),
    );
    expect(errors).toEqual({
      'images.1.id': ['The image id must be a positive whole number.'],
      'images.2.id': ['This image is listed twice.'],
      'images.3.position': ['The position must be a whole number.'],
      'images.4.file': ['Please choose a file.'],
      'images.5': ['Send either an id or a file, not both.'],
      'images.6.id': ['The image id must be a positive whole number.'],
    });
  });

  it('refuses more entries than the slider holds', () => {
    const fields = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`images[${i}][id]`, String(i + 1)]));
    expect(errorsOf(() => parseSliderForm(form(fields)))).toEqual({ images: ['At most 12 slider images.'] });
  });
});
