import { z } from 'zod';
import { ZAdminRewardBodySchema, type TAdminReward } from '../../../contract/admin-people';
import { endsBeforeStart, FORM_MESSAGES, toLatinNumber, ZOptionalMuscatDateTime } from '../../lib/form-inputs';
import { isoToMuscatInput } from '../../lib/muscat-time';

const fields = ZAdminRewardBodySchema.shape;

/**
 * A reward as the admin types it (docs/product.md §3 Reward): both languages, the cost as text (Arabic
 * digits welcome) held to the contract's two decimals, the validity in Muscat wall time. The output is
 * the JSON body of `POST admin/rewards` and `PUT admin/rewards/{id}`; an empty validity bound goes as
 * null (open), an empty Arabic twin as '' (readers then see the English).
 */
export const ZRewardFormSchema = z
  .object({
    title: fields.title,
    title_ar: fields.title_ar.unwrap(),
    description: fields.description.unwrap(),
    description_ar: fields.description_ar.unwrap(),
    cost: z.string().transform(toLatinNumber).pipe(fields.cost),
    valid_from: ZOptionalMuscatDateTime,
    valid_until: ZOptionalMuscatDateTime,
    active: z.boolean(),
  })
  .refine((value) => !endsBeforeStart(value.valid_from, value.valid_until), { path: ['valid_until'], message: FORM_MESSAGES.endBeforeStart });

export type TRewardFormInput = z.input<typeof ZRewardFormSchema>;
export type TRewardFormOutput = z.output<typeof ZRewardFormSchema>;

export const REWARD_FORM_FIELDS = [
  'title',
  'title_ar',
  'description',
  'description_ar',
  'cost',
  'valid_from',
  'valid_until',
  'active',
] as const satisfies readonly (keyof TRewardFormInput)[];

/** A new reward (active, open-ended), or the reward's values with its validity in Muscat wall time. */
export function toRewardFormValues(reward?: TAdminReward): TRewardFormInput {
  return {
    title: reward?.title ?? '',
    title_ar: reward?.title_ar ?? '',
    description: reward?.description ?? '',
    description_ar: reward?.description_ar ?? '',
    cost: reward?.cost ?? '',
    valid_from: isoToMuscatInput(reward?.valid_from),
    valid_until: isoToMuscatInput(reward?.valid_until),
    active: reward?.active ?? true,
  };
}
