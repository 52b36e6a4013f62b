import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../../test/render';
import { VerdictLayer, VerdictOverlay, type TVerdictLayer, type TVerdictView } from './verdict-overlay';

/* The door's verdict (docs/architecture.md §6): what it says, how long it stays, in English and Arabic. */

const accepted: TVerdictView = {
  kind: 'verdict',
  decision: 'accepted',
  reason: null,
  ticketName: 'Day entry',
  holderName: 'Maryam',
  usageLimit: 3,
  usesLeft: 2,
};
const replaced: TVerdictView = {
  kind: 'verdict',
  decision: 'rejected',
  reason: 'replaced',
  ticketName: 'Day entry',
  holderName: 'Maryam',
  usageLimit: 1,
  usesLeft: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the scan verdict', () => {
  it('says accepted with the holder and the uses left, and leaves after a second', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    await renderIn('en', <VerdictOverlay verdict={accepted} onDismiss={onDismiss} />);
    const verdict = screen.getByTestId('scan-verdict');
    expect(verdict.dataset.decision).toBe('accepted');
    expect(verdict.textContent).toContain('Accepted');
    expect(verdict.textContent).toContain('Maryam');
    expect(verdict.textContent).toContain('2 uses left of 3');
    act(() => vi.advanceTimersByTime(999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('says why a code is refused, stays two seconds, and a tap closes it sooner', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    await renderIn('en', <VerdictOverlay verdict={replaced} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert').textContent).toContain('Old code: this ticket was sent to someone else');
    act(() => vi.advanceTimersByTime(1500));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('scan-verdict'));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('draws each scan anew: a second verdict replaces the first at once, with its own timer', async () => {
    const layer = createRef<TVerdictLayer>();
    await renderIn('en', <VerdictLayer ref={layer} />);
    act(() => layer.current!.show(accepted));
    const first = screen.getByTestId('scan-verdict');
    act(() => layer.current!.show(replaced));
    const second = screen.getByTestId('scan-verdict');
    expect(second).not.toBe(first);
    expect(second.dataset.decision).toBe('rejected');
  });

  it('speaks Arabic at the door, digits included', async () => {
    await renderIn('ar', <VerdictOverlay verdict={accepted} onDismiss={() => undefined} />);
    const text = screen.getByTestId('scan-verdict').textContent ?? '';
    expect(text).toContain('مقبول');
    expect(text).toMatch(/[٠-٩]/);
    expect(text.replace('Day entry', '').replace('Maryam', '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
