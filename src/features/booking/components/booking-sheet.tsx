import { CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TEvent } from '../../../../contract/events';
import { BookingPanel } from './booking-panel';

/** Clear of the iPhone's home indicator. */

const SHEET_BOTTOM_PADDING = 'calc(1.5rem + env(safe-area-inset-bottom, 0px))';

type BookingSheetProps = {
  event: TEvent;
  vatRate: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTicketsChanged?: () => void;
};

/**
 * The phone's booking sheet (docs/product.md §2 Event page and booking): the booking panel in a drawer from the
 * bottom edge, opened by the booking bar. Its own chunk, loaded on the first tap, like the panel
 * (docs/architecture.md §8).
 */
export function BookingSheet({ event, vatRate, open, onOpenChange, onTicketsChanged }: BookingSheetProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="bottom" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" maxH="90dvh" data-testid="booking-sheet">
            <Drawer.Header pe="12">
              <Drawer.Title>
                <Trans>Book tickets</Trans>
                <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted" truncate dir="auto">
                  {event.name}
                </Text>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb={SHEET_BOTTOM_PADDING}>
              <BookingPanel event={event} vatRate={vatRate} onTicketsChanged={onTicketsChanged} variant="sheet" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
