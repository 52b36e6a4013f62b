import { Button, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { goToPayment } from '../../../lib/payment-redirect';
import { useCancelInvoiceMutation, usePayInvoiceMutation } from '../api/checkout.mutations';

type PendingOrderActionsProps = {
  invoiceId: number;
  /** "Complete payment", or "Try again" after a declined payment. */
  payLabel: ReactNode;
  /** "Cancel order", or a shorter "Cancel" in a list. */
  cancelLabel: ReactNode;
  /** The cancel button's accessible name where the list has one per order ("Cancel order INV-000042"). */
  cancelAriaLabel?: string;
  payAriaLabel?: string;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * The way back to the gateway's page for an order still waiting for payment, and the way to call it off
 * (docs/product.md §10). Paying leaves the app with a full navigation; the button spins until the page
 * goes (and again when it comes back from the back-forward cache, which is reset).
 */
export function PendingOrderActions({ invoiceId, payLabel, cancelLabel, cancelAriaLabel, payAriaLabel, size = 'md' }: PendingOrderActionsProps) {
  const { i18n } = useLingui();
  const pay = usePayInvoiceMutation();
  const cancel = useCancelInvoiceMutation();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  function startPayment() {
    setFailure(null);
    pay.mutate(invoiceId, {
      onSuccess: (payment) => {
        setLeaving(true);
        if (goToPayment(payment)) return;
        setLeaving(false);
        setFailure(i18n._(msg`Payment is unavailable right now. Please try again in a moment.`));
      },
      onError: (error) => setFailure(errorMessageOr(error, msg`The payment could not be started. Please try again.`)),
    });
  }

  function cancelOrder() {
    setFailure(null);
    cancel.mutate(invoiceId, {
      onError: (error) => setFailure(errorMessageOr(error, msg`The order could not be cancelled. Please try again.`)),
    });
  }

  const busy = pay.isPending || cancel.isPending || leaving;
  return (
    <Stack gap="3">
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          size={size}
          flex={{ base: 'none', sm: '1' }}
          loading={pay.isPending || leaving}
          disabled={busy}
          aria-label={payAriaLabel}
          onClick={startPayment}
        >
          {payLabel}
        </Button>
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          flex={{ base: 'none', sm: '1' }}
          loading={cancel.isPending}
          disabled={busy}
          aria-label={cancelAriaLabel}
          onClick={cancelOrder}
        >
          {cancelLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
