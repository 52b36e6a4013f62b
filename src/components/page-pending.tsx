import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PagePending() {
  const { t } = useLingui();
  return (
    <Center minH="50vh" role="status" aria-label={t`Loading…`}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
