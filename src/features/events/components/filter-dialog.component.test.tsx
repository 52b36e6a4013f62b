import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIn, testQueryClient } from '../../../test/render';
import { eventLocationsQueryOptions } from '../api/events.queries';
import { FilterDialog, type TDialogFilters } from './filter-dialog';

/* The events filter dialog (docs/product.md §2 Home, Filter): what it applies, what it refuses, in both languages. */

async function openDialog(locale: 'en' | 'ar', value: TDialogFilters = {}) {
  const onApply = vi.fn();
  const queryClient = testQueryClient();
  queryClient.setQueryData(eventLocationsQueryOptions().queryKey, ['Muscat', 'Salalah']);
  await renderIn(locale, <FilterDialog open onOpenChange={() => undefined} value={value} onApply={onApply} finalFocusEl={() => null} />, queryClient);
  return { onApply, dialog: await screen.findByRole('dialog') };
}

describe('the filter dialog', () => {
  it('applies a price range, a location and a trimmed search', async () => {
    const { onApply } = await openDialog('en');
    fireEvent.change(screen.getByLabelText('Minimum price (OMR)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Maximum price (OMR)'), { target: { value: '10.5' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Salalah' } });
    fireEvent.change(screen.getByPlaceholderText('Event name or keyword'), { target: { value: '  jazz  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ date: undefined, price_min: 2, price_max: 10.5, location: 'Salalah', search: 'jazz' });
  });

  it('refuses a maximum below the minimum and says why, applying nothing', async () => {
    const { onApply } = await openDialog('en');
    fireEvent.change(screen.getByLabelText('Minimum price (OMR)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Maximum price (OMR)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Must not be less than the minimum.')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps a saved location no current event has, and starts from the filters in force', async () => {
    await openDialog('en', { location: 'Sur', price_min: 1 });
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    expect([...location.options].map((o) => o.value)).toEqual(['', 'Muscat', 'Salalah', 'Sur']);
    expect(location.value).toBe('Sur');
    expect((screen.getByLabelText('Minimum price (OMR)') as HTMLInputElement).value).toBe('1');
  });

  it('reads right to left in Arabic, every label translated', async () => {
    const { onApply, dialog } = await openDialog('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(dialog.textContent).toContain('تصفية الفعاليات');
    fireEvent.change(screen.getByLabelText('أدنى سعر (ر.ع.)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(dialog.textContent).toContain('أدخل ٠ أو أكثر.'));
    expect(onApply).not.toHaveBeenCalled();
    // No English left on the dialog's own words (the place names are data).
    const words = [...dialog.querySelectorAll('label, button, h2, p')].map((node) => node.textContent ?? '').join(' ');
    expect(words).not.toMatch(/[A-Za-z]{3,}/);
  });
});
