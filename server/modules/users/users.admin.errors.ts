import { conflict, type AppError } from '../../lib/errors';

/* Errors of the administrator's role changes; every code is listed, with its meaning, in contract/errors.ts. */

export function ownRole(): AppError {
  return conflict('users.own_role', 'You cannot change your own role.');
}

export function lastAdmin(): AppError {
  return conflict('users.last_admin', 'This is the last administrator. Make someone else an administrator first.');
}
