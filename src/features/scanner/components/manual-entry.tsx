import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState, type FormEvent } from 'react';
import { SCAN_CODE_MAX_LENGTH } from '../../../../contract/scans';

type ManualEntryProps = {
  /** False while storage is full: the field stays visible but takes nothing. */
  enabled: boolean;
  onSubmit: (code: string) => void;
};

/**
 * Typed or pasted codes (a cracked phone screen, a printout the camera cannot read) go through the
 * same checks as camera reads. Codes are Latin base64url, so the field is left to right in Arabic too.
 */
function ManualEntryView({ enabled, onSubmit }: ManualEntryProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '' || !enabled) return;
    onSubmit(trimmed);
    setCode('');
  }

  return (
    <form onSubmit={submit} aria-label={t`Enter a ticket code`}>
      <Field.Root disabled={!enabled}>
        <Field.Label fontSize="sm">
          <Trans>Ticket code</Trans>
        </Field.Label>
        <HStack gap="2" w="full">
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            dir="ltr"
            textAlign="start"
            fontFamily="mono"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={SCAN_CODE_MAX_LENGTH}
            placeholder={t`Type or paste the code`}
            bg="white"
            flex="1"
            minW="0"
            data-testid="manual-code"
          />
          <Button type="submit" disabled={!enabled || code.trim() === ''} flexShrink="0">
            <Trans>Check</Trans>
          </Button>
        </HStack>
      </Field.Root>
    </form>
  );
}

/** Memoised: a verdict re-renders the scanner page, and this part must not slow the verdict's frame. */
export const ManualEntry = memo(ManualEntryView);
