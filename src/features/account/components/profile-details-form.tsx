import { Badge, Button, chakra, HStack, Input, Link as ChakraLink, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/phone-format';
import type { TUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { ZProfileFormSchema, type TProfileFormInput, type TProfileFormOutput } from '../account-forms.schema';
import { useUpdateProfileMutation } from '../api/account.mutations';
import { SectionCard } from './section-card';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';

type ProfileDetailsFormProps = {
  user: TUser;
};

/** The name (PATCH user) and the phone with a way to change it; the email has its own confirmed form. */
export function ProfileDetailsForm({ user }: ProfileDetailsFormProps) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfileMutation();
  const { register, handleSubmit, formState, setError, reset } = useForm<TProfileFormInput, unknown, TProfileFormOutput>({
    resolver: zodResolver(ZProfileFormSchema),
    values: { name: user.name },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = formState.errors;

  async function onValid(values: TProfileFormOutput) {
    try {
      const updated = await updateProfile.mutateAsync(values);
      reset({ name: updated.name });
      toastSuccess(t`Profile updated.`);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['name'])) {
        toastError(errorMessageOr(error, msg`Failed to update profile.`));
      }
    }
  }

  return (
    <SectionCard title={<Trans>Personal details</Trans>}>
      <FormStack onSubmit={handleSubmit(onValid)}>
        <FormField label={<Trans>Full name</Trans>} error={fieldMessage(errors.name?.message)}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <HStack justify="space-between" gap="3" flexWrap="wrap" py="1">
          <chakra.div minW="0">
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Phone number</Trans>
            </Text>
            <HStack gap="2" mt="1" flexWrap="wrap">
              {user.phone ? (
                <>
                  <chakra.bdi dir="ltr">{formatPhone(user.phone)}</chakra.bdi>
                  {user.phone_verified_at ? (
                    <Badge colorPalette="green">
                      <Trans>Verified</Trans>
                    </Badge>
                  ) : (
                    <Badge colorPalette="orange">
                      <Trans>Not verified</Trans>
                    </Badge>
                  )}
                </>
              ) : (
                <Text color="fg.muted">
                  <Trans>No phone number yet</Trans>
                </Text>
              )}
            </HStack>
          </chakra.div>
          <HStack gap="4" fontSize="sm">
            {user.phone && !user.phone_verified_at ? (
              <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                <Link to="/verify-phone" search={{ redirect: '/profile' }}>
                  <Trans>Verify now</Trans>
                </Link>
              </ChakraLink>
            ) : null}
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to="/update-phone" search={{ redirect: '/profile' }}>
                {user.phone ? <Trans>Change</Trans> : <Trans>Add phone number</Trans>}
              </Link>
            </ChakraLink>
          </HStack>
        </HStack>
        <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={formState.isSubmitting}>
          <Trans>Save changes</Trans>
        </Button>
      </FormStack>
    </SectionCard>
  );
}
