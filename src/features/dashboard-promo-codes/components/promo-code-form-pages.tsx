import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormPageFrame } from '../../../components/dashboard/form-page-frame';
import { FormSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, ArrowStartIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { promoCodeQueryOptions } from '../api/dashboard-promo-codes.queries';
import { DeletePromoCodeButton } from './delete-promo-code-button';
import { PromoCodeText, PromoStatusBadges } from './promo-code-facts';
import { PromoCodeForm } from './promo-code-form';

/** The way back, as the element itself: `Button asChild` styles the link it is given. */
function backToPromoCodes() {
  return (
    <Link to="/dashboard/promo-codes">
      <ArrowStartIcon />
      <Trans>All promo codes</Trans>
    </Link>
  );
}

/** /dashboard/promo-codes/create */
export function PromoCodeCreatePage() {
  const { t } = useLingui();
  usePageTitle(t`Create promo code`);
  return (
    <FormPageFrame back={backToPromoCodes()} title={<Trans>Create promo code</Trans>}>
      <PromoCodeForm />
    </FormPageFrame>
  );
}

const editRouteApi = getRouteApi('/dashboard/_admin/promo-codes/$id/edit');

/** /dashboard/promo-codes/{id}/edit: the form and Delete. */
export function PromoCodeEditPage() {
  const { t } = useLingui();
  // The route's beforeLoad already refused an id that is not a positive 32-bit integer (404).
  const promoCodeId = Number(editRouteApi.useParams().id);
  const query = useQuery(promoCodeQueryOptions(promoCodeId));
  const promoCode = query.data ?? null;
  usePageTitle(promoCode ? promoCode.code : t`Edit promo code`);

  let content: ReactNode;
  if (query.isPending) content = <FormSkeleton label={t`Loading the promo code`} />;
  else if (query.isError) {
    content = (
      <LoadFailure title={<Trans>Failed to load the promo code</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else if (!promoCode) {
    content = (
      <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Promo code not found</Trans>}>
        <Text color="fg.muted">
          <Trans>This promo code could not be found.</Trans>
        </Text>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1.5" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
              <PromoCodeText promoCode={promoCode} />
            </Heading>
            <PromoStatusBadges promoCode={promoCode} />
          </Stack>
          <DeletePromoCodeButton promoCode={promoCode} />
        </HStack>
        {/* A save or a switch-off changes the code: the form starts again from what the server holds. */}
        <PromoCodeForm key={promoCode.updated_at} promoCode={promoCode} />
      </>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="1">
          {backToPromoCodes()}
        </Button>
        {promoCode ? null : (
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
            <Trans>Edit promo code</Trans>
          </Heading>
        )}
        {content}
      </Stack>
    </Container>
  );
}
