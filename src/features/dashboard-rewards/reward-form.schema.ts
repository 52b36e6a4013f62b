import { z } from 'zod';
import { ZAdminRewardBodySchema, type TAdminReward } from '../../../contract/admin-people';
import { endNotBeforeStart, formFieldNames, muscatInputs, textInputs } from '../../components/dashboard/form-schema-parts';
import { toLatinNumber, ZOptionalMuscatDateTime } from '../../lib/form-inputs';

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
  .refine(...endNotBeforeStart('valid_from', 'valid_until'));

export type TRewardFormInput = z.input<typeof ZRewardFormSchema>;
export type TRewardFormOutput = z.output<typeof ZRewardFormSchema>;

export const REWARD_FORM_FIELDS = formFieldNames(ZRewardFormSchema);

/** A new reward (active, open-ended), or the reward's values with its validity in Muscat wall time. */
export function toRewardFormValues(reward?: TAdminReward): TRewardFormInput {
  return {
    ...textInputs(reward, ['title', 'title_ar', 'description', 'description_ar', 'cost']),
    ...muscatInputs(reward, ['valid_from', 'valid_until']),
    active: reward?.active ?? true,
  };
}
