import { AspectRatio, Badge, Box, chakra, HStack, IconButton, Skeleton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DragEvent } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/icons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import type { TSliderDraftItem } from './slider-draft';
import { GripIcon, TrashIcon } from './editor-icons';
import { useObjectUrl } from './use-object-url';

export type TMoveDirection = 'earlier' | 'later';

type SliderThumbnailProps = {
  item: TSliderDraftItem;
  index: number;
  count: number;
  dragging: boolean;
  dropTarget: boolean;
  disabled: boolean;
  onMove: (direction: TMoveDirection) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  /** The dialog keeps each control to put focus back after a move or a removal. */
  controlRef: (control: 'earlier' | 'later' | 'remove', element: HTMLButtonElement | null) => void;
};

/**
 * One slide in the editor: dragged to a new place with a mouse, or moved with the earlier / later buttons
 * (keyboard and touch), or removed. "Earlier" points to the reading start: left in English, right in Arabic.
 */
export function SliderThumbnail({
  item,
  index,
  count,
  dragging,
  dropTarget,
  disabled,
  onMove,
  onRemove,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
  controlRef,
}: SliderThumbnailProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  // In the locale's digits, like every number on screen (Arabic-Indic in Arabic).
  const position = formatCount(index + 1, locale);
  const total = formatCount(count, locale);
  const label = t`Image ${position} of ${total}`;
  return (
    <chakra.li
      draggable={!disabled}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
      aria-label={label}
      listStyleType="none"
      rounded="lg"
      borderWidth="2px"
      borderColor={dropTarget ? 'brand.solid' : 'border.muted'}
      bg="bg.panel"
      overflow="hidden"
      opacity={dragging ? 0.4 : 1}
      cursor={disabled ? 'default' : 'grab'}
      _active={{ cursor: disabled ? 'default' : 'grabbing' }}
    >
      <Box position="relative">
        <AspectRatio ratio={16 / 9}>
          <ThumbnailImage item={item} />
        </AspectRatio>
        <HStack position="absolute" top="1.5" insetStart="1.5" gap="1">
          <Badge size="sm" variant="solid" colorPalette="gray">
            {position}
          </Badge>
          {item.kind === 'new' ? (
            <Badge size="sm" variant="solid" colorPalette="sand">
              <Trans>New</Trans>
            </Badge>
          ) : null}
        </HStack>
        <GripIcon position="absolute" top="1.5" insetEnd="1.5" boxSize="6" p="0.5" rounded="md" bg="blackAlpha.600" color="white" aria-hidden="true" />
      </Box>
      <HStack justify="space-between" gap="1" p="1.5">
        <HStack gap="1">
          <IconButton
            ref={(element) => controlRef('earlier', element)}
            size="xs"
            variant="ghost"
            aria-label={t`Move image ${position} earlier`}
            disabled={disabled || index === 0}
            onClick={() => onMove('earlier')}
          >
            <ChevronStartIcon />
          </IconButton>
          <IconButton
            ref={(element) => controlRef('later', element)}
            size="xs"
            variant="ghost"
            aria-label={t`Move image ${position} later`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove('later')}
          >
            <ChevronEndIcon />
          </IconButton>
        </HStack>
        <IconButton
          ref={(element) => controlRef('remove', element)}
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t`Remove image ${position}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <TrashIcon />
        </IconButton>
      </HStack>
    </chakra.li>
  );
}

type ThumbnailImageProps = { item: TSliderDraftItem };

function ThumbnailImage({ item }: ThumbnailImageProps) {
  return item.kind === 'saved' ? <Thumb src={item.url} /> : <NewFileThumb file={item.file} />;
}

type NewFileThumbProps = { file: File };

/** A file not uploaded yet, shown from a blob URL that goes with the card. */
function NewFileThumb({ file }: NewFileThumbProps) {
  const url = useObjectUrl(file);
  return url ? <Thumb src={url} /> : <Skeleton />;
}

type ThumbProps = { src: string };

function Thumb({ src }: ThumbProps) {
  // The thumbnail itself is not dragged: the whole card is.
  return <chakra.img src={src} alt="" draggable={false} objectFit="cover" w="full" h="full" loading="lazy" decoding="async" />;
}
