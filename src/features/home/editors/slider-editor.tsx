import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { TSliderImage } from '../../../../contract/media';
import { ImageIcon } from './editor-icons';
import { SliderEditorDialog } from './slider-editor-dialog';

type SliderEditorProps = {
  images: readonly TSliderImage[];
  /**
   * False while the saved list is loading or failed to load: saving a list that was never read would
   * remove every image, so the editor stays shut.
   */
  ready: boolean;
  /** After a save: the slider starts again from the first slide. */
  onSaved: () => void;
};

/**
 * docs/product.md §2 slider editor (administrators only; loaded on demand so visitors never fetch it): the
 * Edit slider images button and its dialog.
 */
export function SliderEditor({ images, ready, onSaved }: SliderEditorProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        position="absolute"
        top={{ base: '3', md: '5' }}
        insetEnd={{ base: '3', md: '5' }}
        zIndex="2"
        size="sm"
        colorPalette="sand"
        disabled={!ready}
        onClick={() => setOpen(true)}
      >
        <ImageIcon />
        <Trans>Edit slider images</Trans>
      </Button>
      {/* Mounted only while open: every opening starts from the saved list. */}
      {open ? <SliderEditorDialog images={images} onClose={() => setOpen(false)} onSaved={onSaved} /> : null}
    </>
  );
}
