import { ZAuthResponseSchema, type TAuthData, type TRegisterRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

/** POST /api/auth/register: 201, and the new account is signed in at once. */
async function register(body: TRegisterRequest): Promise<TAuthData> {
  return (await apiSend('POST', 'auth/register', ZAuthResponseSchema, body)).data;
}

export function useRegisterMutation() {
  return useSignInMutation('register', register);
}
