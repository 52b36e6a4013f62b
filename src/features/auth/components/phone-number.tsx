import { Box } from '@chakra-ui/react';
import { formatPhone } from '../../../lib/phone-format';

type PhoneNumberProps = {
  /** E.164, e.g. "+96891234567". */
  value: string;
};

/** A phone number kept left to right inside Arabic text ("+968…", never "…968+"). */
export function PhoneNumber({ value }: PhoneNumberProps) {
  return (
    <Box as="bdi" dir="ltr" fontWeight="semibold" color="fg" whiteSpace="nowrap">
      {formatPhone(value)}
    </Box>
  );
}
