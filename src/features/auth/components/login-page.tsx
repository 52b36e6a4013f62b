import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { PAGE_TITLES } from '../../../lib/page-meta';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import type { TSession } from '../../../lib/session';
import { useLoginMutation } from '../api/auth.mutations';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';
import { LOGIN_FORM_DEFAULTS, toLoginRequest, ZLoginFormSchema, type TLoginFormInput, type TLoginFormOutput, type TLoginMethod } from '../schemas/login.schema';
import { AuthCard } from './auth-card';
import { LoginMethodToggle } from './login-method-toggle';
import { MobileNumberFields } from './mobile-number-fields';
import { EmailInput } from '../../../components/email-input';
import { FormStack } from '../../../components/form-stack';

const routeApi = getRouteApi('/login');

export function LoginPage() {
  const { t } = useLingui();
  const { redirect } = routeApi.useSearch();
  const login = useLoginMutation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TLoginFormInput, unknown, TLoginFormOutput>({
    resolver: zodResolver(ZLoginFormSchema),
    defaultValues: LOGIN_FORM_DEFAULTS,
  });
  const { register, handleSubmit, formState, setError, watch, setValue, clearErrors } = form;
  const method = watch('method');
  const errors = formState.errors;

  function changeMethod(next: TLoginMethod) {
    setValue('method', next);
    clearErrors(['email', 'mobile']);
    setFailure(null);
  }

  async function onValid(values: TLoginFormOutput) {
    setFailure(null);
    let session: TSession;
    try {
      session = await login.mutateAsync(toLoginRequest(values));
    } catch (error) {
      const field = values.method === 'email' ? 'email' : 'mobile';
      if (!applyServerFieldErrors(error, setError, ['password'], { login: field })) {
        setFailure(errorMessageOr(error, msg`Login failed. Please try again.`));
      }
      return;
    }
    await continueAfterSignIn(session, redirect);
  }

  return (
    <AuthCard
      title={t(PAGE_TITLES.login)}
      description={<Trans>Welcome back. Log in to book tickets and collect coins.</Trans>}
      footer={
        <Trans>
          New to Tadhkira?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/register" search={{ redirect }}>
              Create an account
            </Link>
          </ChakraLink>
        </Trans>
      }
    >
      <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
        <LoginMethodToggle value={method} onChange={changeMethod} />
        {method === 'email' ? (
          <FormField label={<Trans>Email</Trans>} error={fieldMessage(errors.email?.message)}>
            <EmailInput autoComplete="username" {...register('email')} />
          </FormField>
        ) : (
          <MobileNumberFields form={{ register, errors }} numberName="mobile" numberLabel={<Trans>Mobile number</Trans>} />
        )}
        <Stack gap="1.5">
          <FormField label={<Trans>Password</Trans>} error={fieldMessage(errors.password?.message)}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <Text fontSize="sm" textAlign="end">
            <ChakraLink asChild color="brand.fg">
              <Link to="/forgot-password">
                <Trans>Forgot password?</Trans>
              </Link>
            </ChakraLink>
          </Text>
        </Stack>
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          <Trans>Log in</Trans>
        </Button>
      </FormStack>
    </AuthCard>
  );
}
