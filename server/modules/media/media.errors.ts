import { MAX_SLIDER_IMAGES } from '../../../contract/uploads';
import { notFound, validationFailed, type AppError } from '../../lib/errors';

/* Errors of the hero and slider; every code is listed, with its meaning, in contract/errors.ts. */

/** The contract has no slider-specific code: a missing slider image is the generic "could not find". */
export function sliderImageNotFound(): AppError {
  return notFound('route.not_found', 'This slider image could not be found.');
}

export function tooManySliderImages(): AppError {
  return validationFailed({ images: [`At most ${MAX_SLIDER_IMAGES} slider images.`] });
}

export function oneHeroFileOnly(): AppError {
  return validationFailed({ file: ['Send one file.'] });
}

export function unknownSliderImages(indexes: readonly number[]): AppError {
  return validationFailed(Object.fromEntries(indexes.map((i) => [`images.${i}.id`, ['This slider image no longer exists.']])));
}
