import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_SLIDER_IMAGES } from '../../../../contract/uploads';
import { addFiles, buildSliderFormData, draftFromImages, isUnchanged, moveItem, type TSliderDraftItem } from './slider-draft';

const saved = [
  { id: 11, url: '/uploads/slider/b.webp', position: 1 },
  { id: 10, url: '/uploads/slider/a.webp', position: 0 },
  { id: 12, url: '/uploads/slider/c.webp', position: 2 },
];

function image(name: string, type = 'image/png', size = 100): File {
  return new File([new Uint8Array(size)], name, { type });
}

function keyMaker() {
  let count = 0;
  return () => `new-${++count}`;
}

describe('draftFromImages', () => {
  it('starts from the saved images in their position order', () => {
    expect(draftFromImages(saved).map((item) => item.kind === 'saved' && item.id)).toEqual([10, 11, 12]);
  });
});

describe('moveItem', () => {
  it('moves an item later and earlier, the others closing up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('changes nothing for a move in place or out of range, and never mutates its input', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(moveItem(list, 5, 0)).toEqual(list);
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('buildSliderFormData', () => {
  it('sends each image at its new position, saved ones by id and new ones as files', () => {
    const photo = image('dunes.jpg', 'image/jpeg');
    const items: TSliderDraftItem[] = [
      { key: 'saved-12', kind: 'saved', id: 12, url: '/c.webp' },
      { key: 'new-1', kind: 'new', file: photo },
      { key: 'saved-10', kind: 'saved', id: 10, url: '/a.webp' },
    ];
    const form = buildSliderFormData(items);
    expect([...form.keys()]).toEqual([
      'images[0][position]',
      'images[0][id]',
      'images[1][position]',
      'images[1][file]',
      'images[2][position]',
      'images[2][id]',
    ]);
    expect(form.get('images[0][id]')).toBe('12');
    expect(form.get('images[1][position]')).toBe('1');
    const sent = form.get('images[1][file]');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && sent.name).toBe('dunes.jpg');
    expect(form.get('images[2][id]')).toBe('10');
    expect(form.has('images[1][id]')).toBe(false);
  });

  it('leaves removed images out, and sends nothing for an empty slider', () => {
    const kept = draftFromImages(saved).filter((item) => item.kind === 'saved' && item.id !== 11);
    const form = buildSliderFormData(kept);
    expect(form.getAll('images[0][id]')).toEqual(['10']);
    expect(form.getAll('images[1][id]')).toEqual(['12']);
    expect(form.has('images[2][position]')).toBe(false);
    expect([...buildSliderFormData([]).keys()]).toEqual([]);
  });
});

describe('addFiles', () => {
  it('appends acceptable images with fresh keys and reports refused files with the reason', () => {
    const start = draftFromImages(saved);
    const gif = image('anim.gif', 'image/gif');
    const huge = image('huge.png', 'image/png', MAX_IMAGE_BYTES + 1);
    const result = addFiles(start, [image('one.png'), gif, huge, image('two.webp', 'image/webp')], keyMaker());
    expect(result.items.map((item) => item.key)).toEqual(['saved-10', 'saved-11', 'saved-12', 'new-1', 'new-2']);
    expect(result.refused).toEqual([
      { file: gif, refusal: 'type' },
      { file: huge, refusal: 'size' },
    ]);
    expect(result.overLimit).toBe(0);
  });

  it('stops at the slider limit and counts what was left out', () => {
    const files = Array.from({ length: MAX_SLIDER_IMAGES }, (_, i) => image(`${i}.png`));
    const result = addFiles(draftFromImages(saved), files, keyMaker());
    expect(result.items).toHaveLength(MAX_SLIDER_IMAGES);
    expect(result.overLimit).toBe(saved.length);
  });
});

describe('isUnchanged', () => {
  it('is true only for the saved images in the saved order', () => {
    const start = draftFromImages(saved);
    expect(isUnchanged(start, saved)).toBe(true);
    expect(isUnchanged(moveItem(start, 0, 1), saved)).toBe(false);
    expect(isUnchanged(start.slice(1), saved)).toBe(false);
    expect(isUnchanged([...start, { key: 'new-1', kind: 'new', file: image('x.png') }], saved)).toBe(false);
  });
});
