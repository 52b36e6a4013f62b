import { ZAuthResponseSchema, type TAuthData, type TLoginRequest } from '../../../../contract/auth';
import { apiSend } from '../../../lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

/** POST /api/auth/login: `login` is an email or a mobile number. */
async function login(body: TLoginRequest): Promise<TAuthData> {
  return (await apiSend('POST', 'auth/login', ZAuthResponseSchema, body)).data;
}

export function useLoginMutation() {
  return useSignInMutation('login', login);
}
