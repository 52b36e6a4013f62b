import { Badge, Button, chakra, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { HERO_MIME_TYPES } from '../../../../contract/uploads';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { heroQueryOptions } from '../api/hero.queries';
import { useUploadHeroMutation } from './hero.mutations';
import { inspectHeroFile, type TMediaKind } from './media-checks';
import { refusalMessage, uploadFailureMessage } from './upload-messages';
import { readVideoDuration } from './video-duration';
import { ImageIcon, TrashIcon } from './editor-icons';
import { HeroBackdrop } from '../components/hero-media.plain';
import { RemoveHeroDialog } from './remove-hero-dialog';
import { useObjectUrl } from './use-object-url';

type THeroDraft = { file: File; kind: TMediaKind };

/**
 * docs/product.md §2/§4 hero editor (administrators only; loaded on demand so visitors never fetch it):
 * Change background picks a file, which shows in place of the current media until Save uploads it or
 * Cancel drops it.
 */
export function HeroEditor() {
  const { t } = useLingui();
  const { data: hero } = useQuery(heroQueryOptions());
  const upload = useUploadHeroMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<THeroDraft | null>(null);
  const [checking, setChecking] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setChecking(true);
    const check = await inspectHeroFile(file, () => readVideoDuration(file));
    setChecking(false);
    if (check.refusal !== null) {
      toastError(refusalMessage(check.refusal, 'hero'));
      return;
    }
    setDraft({ file, kind: check.kind });
  }

  async function save() {
    if (!draft) return;
    try {
      await upload.mutateAsync(draft.file);
      setDraft(null);
      toastSuccess(t`Background updated`);
    } catch (error) {
      toastError(uploadFailureMessage(error));
    }
  }

  const saving = upload.isPending;
  return (
    <>
      {draft ? <HeroPreview draft={draft} /> : null}
      <Flex
        position="absolute"
        top={{ base: '3', md: '5' }}
        insetEnd={{ base: '3', md: '5' }}
        maxW={{ base: '90%', md: 'xl' }}
        zIndex="1"
        gap="2"
        wrap="wrap"
        justify="flex-end"
        align="center"
        bg="blackAlpha.600"
        backdropFilter="blur(6px)"
        rounded="lg"
        p="2"
      >
        {draft ? (
          <>
            <Badge colorPalette="sand" variant="solid" size="md">
              <Trans>Preview, not saved yet</Trans>
            </Badge>
            <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setDraft(null)} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="sm" colorPalette="sand" onClick={() => void save()} disabled={saving} aria-busy={saving}>
              {saving ? <Trans>Uploading…</Trans> : <Trans>Save</Trans>}
            </Button>
          </>
        ) : (
          <>
            {hero?.url ? (
              <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setRemoving(true)}>
                <TrashIcon />
                <Trans>Remove background</Trans>
              </Button>
            ) : null}
            <Button size="sm" colorPalette="sand" loading={checking} loadingText={t`Checking the file…`} onClick={() => inputRef.current?.click()}>
              <ImageIcon />
              <Trans>Change background</Trans>
            </Button>
          </>
        )}
      </Flex>
      <chakra.input
        ref={inputRef}
        type="file"
        accept={HERO_MIME_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
      />
      <RemoveHeroDialog open={removing} onClose={() => setRemoving(false)} />
    </>
  );
}

type HeroPreviewProps = {
  draft: THeroDraft;
};

/** The chosen file over the current media; its blob URL is revoked when the preview goes (Save, Cancel). */
function HeroPreview({ draft }: HeroPreviewProps) {
  const url = useObjectUrl(draft.file);
  return url ? <HeroBackdrop url={url} isVideo={draft.kind === 'video'} /> : null;
}
