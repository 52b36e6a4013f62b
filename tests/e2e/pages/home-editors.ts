import type { Locator, Page } from '@playwright/test';
import { waitForPart } from '../support/hydration';

/** The home page's editors for administrators (docs/product.md §2/§4): the hero background and the slider. */
export class HomeEditors {
  readonly changeBackground: Locator;
  readonly heroPreviewBadge: Locator;
  readonly heroSave: Locator;
  readonly editSlider: Locator;
  readonly sliderDialog: Locator;
  readonly sliderSave: Locator;

  constructor(readonly page: Page) {
    this.changeBackground = page.getByRole('button', { name: 'Change background' });
    this.heroPreviewBadge = page.getByText('Preview, not saved yet');
    this.heroSave = page.getByRole('button', { name: 'Save', exact: true });
    this.editSlider = page.getByRole('button', { name: 'Edit slider images' });
    this.sliderDialog = page.getByRole('dialog', { name: 'Edit slider images' });
    this.sliderSave = this.sliderDialog.getByRole('button', { name: 'Save', exact: true });
  }

  /**
   * Opens the slider editor. The slider sits below the fold and hydrates as it nears the screen
   * (src/theme/lazy-chakra.tsx): scroll to it and wait until it is live, as an admin scrolls to it.
   */
  async openSliderEditor(): Promise<void> {
    await waitForPart(this.page, 'section[aria-labelledby="slider-heading"]');
    await this.editSlider.click();
  }

  /** The slider editor's card for the image at `position` (1-based), as it reads out. */
  slide(position: number, count: number): Locator {
    return this.sliderDialog.getByRole('listitem', { name: `Image ${position} of ${count}` });
  }

  moveLater(position: number): Locator {
    return this.sliderDialog.getByRole('button', { name: `Move image ${position} later` });
  }

  /** The picture drawn behind the hero text (the saved one or the local preview). */
  heroImage(src: string): Locator {
    return this.page.locator(`img[src="${src}"]`);
  }
}
