import { Button, chakra, Dialog, Grid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import type { TSliderImage } from '../../../../contract/media';
import { IMAGE_MIME_TYPES, MAX_SLIDER_IMAGES } from '../../../../contract/uploads';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { useSaveSliderMutation } from './slider.mutations';
import { addFiles, draftFromImages, isUnchanged, moveItem } from './slider-draft';
import { refusalMessage, sliderLimitMessage, sliderSaveFailureMessage } from './upload-messages';
import { PlusIcon } from './editor-icons';
import { SliderThumbnail, type TMoveDirection } from './slider-thumbnail';

type TRefusalNote = { key: string; fileName: string | null; message: string };

let newItemCount = 0;
/** Keys of files added in this page's life; saved images are keyed by their id. */
function nextNewKey(): string {
  newItemCount += 1;
  return `new-${newItemCount}`;
}

type SliderEditorDialogProps = {
  images: readonly TSliderImage[];
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The slider editor (docs/product.md §2): reorder by drag or with the earlier / later buttons, remove,
 * add several images at once, then Save sends the whole list (`POST admin/slider`) or Cancel drops it.
 * The grid follows the page's direction, so in Arabic the first image is on the right.
 */
export function SliderEditorDialog({ images, onClose, onSaved }: SliderEditorDialogProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const save = useSaveSliderMutation();
  const [items, setItems] = useState(() => draftFromImages(images));
  const [notes, setNotes] = useState<TRefusalNote[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // DOM handles of each card's buttons, to keep keyboard focus on the image that moved.
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const busy = save.isPending;

  function controlRefFor(key: string) {
    return (control: 'earlier' | 'later' | 'remove', element: HTMLButtonElement | null) => {
      if (element) controls.current.set(`${key}:${control}`, element);
      else controls.current.delete(`${key}:${control}`);
    };
  }

  /** After React has placed the moved card, focus its button (the other arrow once at an end). */
  function focusAfterMove(key: string, direction: TMoveDirection) {
    const other = direction === 'earlier' ? 'later' : 'earlier';
    window.requestAnimationFrame(() => {
      const preferred = controls.current.get(`${key}:${direction}`);
      (preferred && !preferred.disabled ? preferred : controls.current.get(`${key}:${other}`))?.focus();
    });
  }

  function move(from: number, to: number) {
    const next = moveItem(items, from, to);
    setItems(next);
    const position = formatCount(to + 1, locale);
    const count = formatCount(next.length, locale);
    setAnnouncement(t`Image moved to position ${position} of ${count}.`);
  }

  function moveBy(index: number, direction: TMoveDirection) {
    const item = items[index];
    if (!item) return;
    move(index, direction === 'earlier' ? index - 1 : index + 1);
    focusAfterMove(item.key, direction);
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    setItems(next);
    setAnnouncement(t`Image removed.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    window.requestAnimationFrame(() => {
      (neighbour ? controls.current.get(`${neighbour.key}:remove`) : addButton.current)?.focus();
    });
  }

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same files again still fires a change.
    event.target.value = '';
    const result = addFiles(items, files, nextNewKey);
    setItems(result.items);
    const refused: TRefusalNote[] = result.refused.map(({ file, refusal }, i) => ({
      key: `${i}-${file.name}`,
      fileName: file.name,
      message: refusalMessage(refusal, 'slider'),
    }));
    setNotes(result.overLimit > 0 ? [...refused, { key: 'limit', fileName: null, message: sliderLimitMessage() }] : refused);
  }

  function dragHandlers(index: number) {
    return {
      onDragStart: (event: DragEvent<HTMLLIElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data set.
        event.dataTransfer.setData('text/plain', String(index));
        setDrag({ from: index, over: null });
      },
      onDragOver: (event: DragEvent<HTMLLIElement>) => {
        if (!drag) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (drag.over !== index) setDrag({ ...drag, over: index });
      },
      onDrop: (event: DragEvent<HTMLLIElement>) => {
        event.preventDefault();
        if (drag) move(drag.from, index);
        setDrag(null);
      },
      onDragEnd: () => setDrag(null),
    };
  }

  async function submit() {
    try {
      await save.mutateAsync(items);
      onSaved();
      toastSuccess(t`Slider images saved`);
      onClose();
    } catch {
      // The dialog shows why (save.error) and keeps the list for another try.
    }
  }

  const unchanged = isUnchanged(items, images);
  const full = items.length >= MAX_SLIDER_IMAGES;
  return (
    <DialogFrame
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={<Trans>Edit slider images</Trans>}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            <Trans>Drag the images into the order they should show, or use the arrow buttons. The first image shows first.</Trans>
          </Text>
          {items.length === 0 ? (
            <Text py="6" textAlign="center" color="fg.muted">
              <Trans>No images. The slider shows the brand colours until you add some.</Trans>
            </Text>
          ) : (
            <Grid
              as="ul"
              gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }}
              gap="3"
              aria-label={t`Slider images in order`}
            >
              {items.map((item, index) => (
                <SliderThumbnail
                  key={item.key}
                  item={item}
                  index={index}
                  count={items.length}
                  dragging={drag?.from === index}
                  dropTarget={drag !== null && drag.over === index && drag.from !== index}
                  disabled={busy}
                  onMove={(direction) => moveBy(index, direction)}
                  onRemove={() => remove(index)}
                  controlRef={controlRefFor(item.key)}
                  {...dragHandlers(index)}
                />
              ))}
            </Grid>
          )}
          <Stack gap="1" align="flex-start">
            <Button ref={addButton} variant="outline" size="sm" disabled={busy || full} onClick={() => fileInput.current?.click()}>
              <PlusIcon />
              <Trans>Add images</Trans>
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {full ? sliderLimitMessage() : <Trans>JPEG, PNG or WebP. You can choose several at once.</Trans>}
            </Text>
          </Stack>
          <chakra.input
            ref={fileInput}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            onChange={chooseFiles}
          />
          {notes.length > 0 ? (
            <FormAlert status="error" title={<Trans>Some files were not added</Trans>}>
              {notes.map((note) => (
                <chakra.span key={note.key} display="block" _notFirst={{ mt: '1.5' }}>
                  {note.fileName ? (
                    <chakra.bdi display="block" fontWeight="semibold">
                      {note.fileName}
                    </chakra.bdi>
                  ) : null}
                  {note.message}
                </chakra.span>
              ))}
            </FormAlert>
          ) : null}
          {save.isError ? <FormAlert status="error">{sliderSaveFailureMessage(save.error)}</FormAlert> : null}
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void submit()} disabled={busy || unchanged} aria-busy={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
