import { Box, Text, type BoxProps } from '@chakra-ui/react';
import type { TUser } from '../lib/session';

type UserIdentityProps = Omit<BoxProps, 'children'> & { user: Pick<TUser, 'name' | 'email'> };

/** Who is signed in, at the top of the account menu and of the drawers: name, then email. */
export function UserIdentity({ user, ...props }: UserIdentityProps) {
  return (
    <Box {...props}>
      <Text fontWeight="semibold" truncate>
        {user.name}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate>
        {user.email}
      </Text>
    </Box>
  );
}
