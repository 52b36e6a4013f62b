import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';

type FormAlertProps = {
  status: 'error' | 'success';
  /** A bold first line ("Failed to redeem reward") above the reason. */
  title?: ReactNode;
  children: ReactNode;
};

/** A form-level message: why a submit failed (read out at once) or what happened after it. */
export function FormAlert({ status, title, children }: FormAlertProps) {
  const isError = status === 'error';
  return (
    <HStack
      role={isError ? 'alert' : 'status'}
      align="flex-start"
      gap="2.5"
      px="4"
      py="3"
      rounded="lg"
      borderWidth="1px"
      bg={isError ? 'bg.error' : 'bg.success'}
      borderColor={isError ? 'border.error' : 'border.success'}
      color={isError ? 'fg.error' : 'fg.success'}
      fontSize="sm"
    >
      {isError ? <AlertIcon boxSize="4" mt="0.5" flexShrink="0" /> : <CheckIcon boxSize="4" mt="0.5" flexShrink="0" />}
      {title ? (
        <Stack gap="0.5" flex="1">
          <Text fontWeight="semibold">{title}</Text>
          <Text>{children}</Text>
        </Stack>
      ) : (
        <Text flex="1">{children}</Text>
      )}
    </HStack>
  );
}
