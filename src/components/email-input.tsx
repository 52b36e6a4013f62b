import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

type EmailInputProps = Omit<InputProps, 'type' | 'inputMode' | 'dir' | 'autoComplete'> & {
  ref?: Ref<HTMLInputElement>;
  /** `username` where a password manager should pair it with the password field (log in, reset). */
  autoComplete?: 'email' | 'username';
};

/**
 * An email address field. Addresses are Latin and read left to right even inside an Arabic page, yet the
 * box lines up with the fields around it: right-aligned in RTL.
 */
export function EmailInput({ ref, autoComplete = 'email', ...props }: EmailInputProps) {
  return <Input ref={ref} type="email" inputMode="email" autoComplete={autoComplete} dir="ltr" css={{ _rtl: { textAlign: 'right' } }} {...props} />;
}
