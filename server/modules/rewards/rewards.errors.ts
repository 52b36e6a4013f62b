import { REWARD_MESSAGES, type TRewardUnavailableReason } from '../../../contract/rewards';
import { conflict, notFound, type AppError } from '../../lib/errors';

/* Errors of rewards; every code is listed, with its meaning, in contract/errors.ts. */

export function rewardNotFound(): AppError {
  return notFound('rewards.not_found', REWARD_MESSAGES.notFound);
}

const UNAVAILABLE_MESSAGES: Record<Exclude<TRewardUnavailableReason, 'insufficient_coins'>, string> = {
  inactive: 'This reward is no longer offered.',
  not_started: 'This reward cannot be redeemed yet.',
  expired: 'This reward has expired.',
};

export function rewardUnavailable(reason: Exclude<TRewardUnavailableReason, 'insufficient_coins'>): AppError {
  return conflict('rewards.unavailable', UNAVAILABLE_MESSAGES[reason]);
}

export function insufficientCoins(): AppError {
  return conflict('rewards.insufficient_coins', REWARD_MESSAGES.insufficientCoins);
}
