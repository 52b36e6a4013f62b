import { Button, Flex, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { TAdminReward } from '../../../../contract/admin-people';
import { BilingualFields } from '../../../components/dashboard/bilingual-fields';
import { CheckboxRow } from '../../../components/dashboard/checkbox-row';
import { FormSection } from '../../../components/dashboard/form-section';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { adminFieldMessage } from '../../../components/dashboard/admin-field-messages';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toastSuccess } from '../../../lib/toaster';
import { useCreateRewardMutation, useUpdateRewardMutation } from '../api/dashboard-rewards.mutations';
import { REWARD_FORM_FIELDS, toRewardFormValues, ZRewardFormSchema, type TRewardFormInput, type TRewardFormOutput } from '../reward-form.schema';

/** contract/admin-people.ts ZAdminRewardBodySchema. */
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 2000;

type RewardFormProps = {
  /** The reward to edit; a new one when left out. */
  reward?: TAdminReward;
};

/**
 * Create or edit a reward (docs/product.md §3): title and description in English and Arabic side by side
 * (the Arabic right to left), the cost in coins, the validity in Muscat time, and whether users see it.
 */
export function RewardForm({ reward }: RewardFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createReward = useCreateRewardMutation();
  const updateReward = useUpdateRewardMutation(reward?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<TRewardFormInput, unknown, TRewardFormOutput>({
    resolver: zodResolver(ZRewardFormSchema),
    defaultValues: toRewardFormValues(reward),
  });
  const { errors, isSubmitting: busy } = formState;
  const message = (field: keyof TRewardFormInput) => adminFieldMessage(errors[field]?.message);

  async function onValid(values: TRewardFormOutput) {
    setFailure(null);
    try {
      if (reward) await updateReward.mutateAsync(values);
      else await createReward.mutateAsync(values);
      toastSuccess(reward ? t`Reward updated successfully` : t`Reward created successfully`);
      await navigate({ to: '/dashboard/rewards' });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, REWARD_FORM_FIELDS);
      fieldErrors.forEach(({ field, message: text }, index) => setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) {
        setFailure(errorMessageOr(error, reward ? msg`Failed to update the reward. Please try again.` : msg`Failed to create the reward. Please try again.`));
      }
    }
  }

  return (
    <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
      <FormSection title={<Trans>Reward</Trans>}>
        <BilingualFields
          englishLabel={<Trans>Title (English)</Trans>}
          arabicLabel={<Trans>Title (Arabic)</Trans>}
          englishError={message('title')}
          arabicError={message('title_ar')}
          english={<Input dir="ltr" lang="en" maxLength={TITLE_MAX} autoComplete="off" {...register('title')} />}
          arabic={<Input dir="rtl" lang="ar" maxLength={TITLE_MAX} autoComplete="off" {...register('title_ar')} />}
          arabicHelper={<Trans>Optional. Readers of Arabic see the English title until it is written.</Trans>}
        />
        <BilingualFields
          englishLabel={<Trans>Description (English)</Trans>}
          arabicLabel={<Trans>Description (Arabic)</Trans>}
          englishError={message('description')}
          arabicError={message('description_ar')}
          english={<Textarea dir="ltr" lang="en" rows={4} maxLength={DESCRIPTION_MAX} resize="vertical" {...register('description')} />}
          arabic={<Textarea dir="rtl" lang="ar" rows={4} maxLength={DESCRIPTION_MAX} resize="vertical" {...register('description_ar')} />}
        />
      </FormSection>
      <FormSection
        title={<Trans>Cost and validity</Trans>}
        description={<Trans>Dates are optional, in Muscat time. Left empty, the reward can be redeemed from now on, with no end.</Trans>}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '4' }}>
          <FormField label={<Trans>Cost in coins</Trans>} error={message('cost')} helper={<Trans>Up to 2 decimals.</Trans>}>
            <Input inputMode="decimal" dir="ltr" autoComplete="off" {...register('cost')} />
          </FormField>
          <FormField label={<Trans>Valid from</Trans>} error={message('valid_from')}>
            <Input type="datetime-local" {...register('valid_from')} />
          </FormField>
          <FormField label={<Trans>Valid until</Trans>} error={message('valid_until')}>
            <Input type="datetime-local" {...register('valid_until')} />
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <CheckboxRow checked={field.value} onChange={field.onChange}>
              <Text as="span">
                <Trans>Active: users see this reward and can redeem it</Trans>
              </Text>
            </CheckboxRow>
          )}
        />
      </FormSection>
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
        <Button asChild variant="ghost">
          <Link to="/dashboard/rewards">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <Button type="submit" loading={busy} loadingText={t`Saving…`}>
          {reward ? <Trans>Save changes</Trans> : <Trans>Create reward</Trans>}
        </Button>
      </Flex>
    </FormStack>
  );
}
