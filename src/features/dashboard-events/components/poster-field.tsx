import { AspectRatio, Box, Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { TicketIcon } from '../../../components/icons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { MAX_POSTER_MEGABYTES, POSTER_ACCEPT, posterFileProblem } from '../poster-file';

export type TPosterState = {
  /** A new poster chosen on this device, not sent yet. */
  file: File | null;
  /** The current poster is to go, with nothing in its place (edit only). */
  remove: boolean;
};

type PosterFieldProps = {
  /** The poster the event has now (edit), or null. */
  currentUrl: string | null;
  value: TPosterState;
  onChange: (next: TPosterState) => void;
  /** From the server (a 422 or an upload code), already translated. */
  serverError: string | undefined;
  disabled: boolean;
};

/**
 * A blob URL for a chosen file, revoked when the file changes or the form goes away: an unrevoked URL
 * keeps the whole image in memory until the tab closes.
 */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The poster: pick an image, see it before saving, or remove the current one. Checked here before sending. */
export function PosterField({ currentUrl, value, onChange, serverError, disabled }: PosterFieldProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxMegabytes = formatCount(MAX_POSTER_MEGABYTES, locale);
  const previewUrl = useObjectUrl(value.file);
  const shownUrl = previewUrl ?? (value.remove ? null : currentUrl);
  const error = problem ?? serverError;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const issue = posterFileProblem(file);
    if (issue) {
      // Cleared, so choosing a fixed file with the same name fires a change again.
      event.target.value = '';
      setProblem(issue === 'type' ? t`Choose a JPEG, PNG or WebP image.` : t`The image must be at most ${maxMegabytes} MB.`);
      return;
    }
    setProblem(null);
    onChange({ file, remove: false });
  }

  function undoNewPoster() {
    if (inputRef.current) inputRef.current.value = '';
    onChange({ file: null, remove: false });
  }

  return (
    <Field.Root invalid={error !== undefined && error !== null} disabled={disabled}>
      <Field.Label>
        <Trans>Poster</Trans>
      </Field.Label>
      <HStack align="flex-start" gap="4" w="full">
        <Box w={{ base: '24', sm: '32' }} flexShrink="0" rounded="md" overflow="hidden" borderWidth="1px" borderColor="border.muted">
          <AspectRatio ratio={4 / 5} bg="brand.50">
            {shownUrl ? (
              <Image src={shownUrl} alt={previewUrl ? t`Preview of the new poster` : t`Current poster`} objectFit="cover" />
            ) : (
              <Box display="flex" alignItems="center" justifyContent="center" color="brand.300" aria-hidden="true">
                <TicketIcon boxSize="8" />
              </Box>
            )}
          </AspectRatio>
        </Box>
        <Stack gap="2" minW="0" flex="1">
          <Input ref={inputRef} type="file" accept={POSTER_ACCEPT} onChange={choose} py="1.5" fontSize="sm" />
          <HStack gap="2" wrap="wrap">
            {value.file ? (
              <Button size="xs" variant="ghost" disabled={disabled} onClick={undoNewPoster}>
                <Trans>Undo new poster</Trans>
              </Button>
            ) : currentUrl && !value.remove ? (
              <Button size="xs" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onChange({ file: null, remove: true })}>
                <Trans>Remove poster</Trans>
              </Button>
            ) : currentUrl && value.remove ? (
              <Text fontSize="xs" color="fg.muted">
                <Trans>The poster will be removed when you save.</Trans>{' '}
                <Button
                  size="xs"
                  variant="plain"
                  px="0"
                  h="auto"
                  textDecoration="underline"
                  disabled={disabled}
                  onClick={() => onChange({ file: null, remove: false })}
                >
                  <Trans>Keep the poster</Trans>
                </Button>
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          <Trans>JPEG, PNG or WebP, up to {maxMegabytes} MB. Shown 4:5, cropped from the centre.</Trans>
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
