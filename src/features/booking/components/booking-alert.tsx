import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons';

type BookingAlertProps = {
  children: ReactNode;
};

/** Why Confirm did not work, read out at once. */
export function BookingAlert({ children }: BookingAlertProps) {
  return (
    <HStack
      role="alert"
      align="flex-start"
      gap="2.5"
      px="4"
      py="3"
      rounded="lg"
      borderWidth="1px"
      bg="bg.error"
      borderColor="border.error"
      color="fg.error"
      fontSize="sm"
    >
      <AlertIcon boxSize="4" mt="0.5" flexShrink="0" />
      <Text flex="1">{children}</Text>
    </HStack>
  );
}
