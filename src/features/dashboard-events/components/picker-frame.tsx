import { Button, chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/screen-error-messages';

type PickerFrameProps = {
  legend: ReactNode;
  helper?: ReactNode;
  error: string | undefined;
  /** The list's query: loading, failed (with a retry), or loaded. */
  state: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  loadingLabel: string;
  failedTitle: ReactNode;
  /** Shown when the list loaded empty. */
  empty: ReactNode;
  isEmpty: boolean;
  children: ReactNode;
};

/** A group of checkboxes from a list the server sends: legend, loading and failure states, error text. */
export function PickerFrame({ legend, helper, error, state, loadingLabel, failedTitle, empty, isEmpty, children }: PickerFrameProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    // Chakra's fieldset recipe is not in the trimmed system (src/theme/system.ts): a plain fieldset.
    <chakra.fieldset minW="0" aria-describedby={describedBy}>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
      </chakra.legend>
      <chakra.div bg="white" borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="lg" px="3" py="2" maxH="72" overflowY="auto">
        {state.isPending ? (
          <Stack gap="2" py="1" role="status" aria-busy="true" aria-label={loadingLabel}>
            <Skeleton h="5" w="60%" />
            <Skeleton h="5" w="45%" />
            <Skeleton h="5" w="55%" />
          </Stack>
        ) : state.isError ? (
          <Stack gap="2" py="1" align="flex-start" role="alert">
            <Text fontSize="sm" fontWeight="semibold" color="fg.error">
              {failedTitle}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {errorMessage(state.error)}
            </Text>
            <Button size="xs" variant="outline" loading={state.isFetching} onClick={() => void state.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ) : isEmpty ? (
          <Text fontSize="sm" color="fg.muted" py="1">
            {empty}
          </Text>
        ) : (
          children
        )}
      </chakra.div>
      {helper ? (
        <Text id={helperId} fontSize="xs" color="fg.muted" mt="1.5">
          {helper}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} fontSize="xs" color="fg.error" mt="1.5">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
