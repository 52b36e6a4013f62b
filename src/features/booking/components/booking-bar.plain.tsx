import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { TEvent } from '../../../../contract/events';
import { Glyph } from '../../../components/glyph.plain';
import { TICKET_PATH } from '../../../components/icon-paths.plain';
import { Button } from '../../../components/plain/kit.plain';
import { formatOMR, isFree } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { lowestOnSalePrice } from '../booking-math';

/**
 * Room the page keeps free under its last content and the footer while the bar is shown (the app shell pads
 * its bottom by this variable): the bar's height plus the iPhone's home-indicator inset.
 */
export const BOOKING_BAR_SPACE_VAR = '--booking-bar-space';

const BAR_SPACE = 'calc(4.5rem + env(safe-area-inset-bottom, 0px))';

type BookingBarProps = {
  event: TEvent;
  onOpen: () => void;
};

/**
 * Phones only (below `lg`): a bar fixed to the bottom of the event page, "From OMR 5.000 · Get tickets",
 * that opens the booking sheet, so the buyer books from where they decide instead of scrolling 2.5
 * screens down to the panel (docs/product.md §2 Event page and booking). Hidden when nothing is on sale or the event
 * has ended. Plain elements styled by src/styles/event-page.css (docs/architecture.md §8), which also keeps its
 * content clear of the iPhone's notch and home indicator.
 */
export function BookingBar({ event, onOpen }: BookingBarProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const lowest = lowestOnSalePrice(event.tickets, event.finish_date, Date.now());
  const shown = lowest !== null;

  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty(BOOKING_BAR_SPACE_VAR, BAR_SPACE);
    return () => {
      root.style.removeProperty(BOOKING_BAR_SPACE_VAR);
    };
  }, [shown]);

  if (lowest === null) return null;
  const price = formatOMR(lowest, locale);
  return (
    <div className="booking-bar" data-testid="booking-bar">
      <div className="booking-bar__inner">
        <p className="booking-bar__price">
          {isFree(lowest) ? (
            <span className="booking-bar__free">{t`Free`}</span>
          ) : (
            <Trans>
              From <span className="booking-bar__amount">{price}</span>
            </Trans>
          )}
        </p>
        <Button size="lg" onClick={onOpen} aria-haspopup="dialog">
          <Glyph path={TICKET_PATH} />
          {t`Get tickets`}
        </Button>
      </div>
    </div>
  );
}
