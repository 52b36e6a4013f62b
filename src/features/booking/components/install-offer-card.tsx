import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from '../../../lib/atoms';
import { useState } from 'react';
import { PlusIcon, ShareIcon } from '../../../components/wallet-icons';
import { dismissInstallOffer, installOffer, installPromptAtom, isInstallOfferDismissed, isStandalone } from '../../../lib/install-offer';

/**
 * After a booking (docs/product.md §2 Event page and booking): keep the tickets on the home screen. The browser's
 * install prompt where it offers one, the Share → Add to Home Screen steps in iOS Safari, nothing where the app
 * cannot be installed.
 */
export function InstallOfferCard() {
  const { t } = useLingui();
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [dismissed, setDismissed] = useState(isInstallOfferDismissed);
  const offer = installOffer({
    hasPrompt: prompt !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: isStandalone(),
    dismissed,
  });
  if (offer === null) return null;

  const dismiss = () => {
    dismissInstallOffer();
    setDismissed(true);
  };
  const install = async () => {
    if (!prompt) return;
    // A prompt can be shown once; the browser hands over a new one if the visitor says no.
    setPrompt(null);
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') dismiss();
  };

  return (
    <Stack
      as="section"
      aria-labelledby="install-offer-heading"
      gap="2"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="lg"
      p="4"
      data-testid="install-offer"
    >
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text as="h3" id="install-offer-heading" fontWeight="semibold">
          <Trans>Keep your tickets on your home screen</Trans>
        </Text>
        <CloseButton size="2xs" mt="-1" me="-1" aria-label={t`Not now`} onClick={dismiss} />
      </HStack>
      {offer === 'prompt' ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Add Tadhkira as an app: your pass opens with one tap, even without a connection.</Trans>
          </Text>
          <Box>
            <Button type="button" size="sm" onClick={() => void install()}>
              <PlusIcon />
              <Trans>Add to home screen</Trans>
            </Button>
          </Box>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="install-offer-ios">
          <Trans>
            Tap <ShareIcon aria-label={t`Share`} boxSize="4" verticalAlign="text-bottom" /> Share, then “Add to Home Screen”: your pass opens with one tap, even
            without a connection.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
