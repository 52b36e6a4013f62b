import { Box, Button, Center, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TCamera } from '../hooks/use-camera';
import { CameraOffIcon, CameraSwitchIcon, FlashlightIcon } from './scanner-icons';

/** Tall enough to aim comfortably, short enough that the code field and status stay on a 320 px phone's screen. */
const CAMERA_HEIGHT_PHONE = 'min(110vw, 52dvh)';
const CAMERA_HEIGHT_WIDE = 'min(60vh, 520px)';

type CameraViewProps = {
  camera: TCamera;
  /** Callback ref for the <video>: the camera and the decoder hooks start once it exists. */
  videoRef: (video: HTMLVideoElement | null) => void;
};

function CameraMessage({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Center position="absolute" inset="0" p="5" bg="gray.900" color="white" data-testid="camera-message">
      <Stack gap="2" align="center" textAlign="center" maxW="sm">
        <CameraOffIcon boxSize="10" opacity={0.8} />
        <Text fontWeight="bold" fontSize="lg">
          {title}
        </Text>
        <Text fontSize="sm" opacity={0.9}>
          {children}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/**
 * The live camera with a viewfinder. The picture is never mirrored, in either language: a mirrored QR
 * code is unreadable and staff aim by what they see.
 */
export function CameraView({ camera, videoRef }: CameraViewProps) {
  const { t } = useLingui();
  const { status } = camera;
  const retry = (
    <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} onClick={camera.retry}>
      <Trans>Try again</Trans>
    </Button>
  );

  return (
    <Box position="relative" bg="black" w="full" h={{ base: CAMERA_HEIGHT_PHONE, md: CAMERA_HEIGHT_WIDE }} overflow="hidden" data-camera-status={status}>
      <Box asChild w="full" h="full" objectFit="cover" transform="none">
        <video ref={videoRef} muted playsInline autoPlay aria-label={t`Camera view`} dir="ltr" />
      </Box>
      {status === 'running' ? (
        <Center position="absolute" inset="0" pointerEvents="none" aria-hidden="true">
          <Box
            boxSize={{ base: '58%', md: '46%' }}
            aspectRatio="1"
            h="auto"
            borderWidth="3px"
            borderColor="whiteAlpha.800"
            rounded="xl"
            boxShadow="0 0 0 200vmax rgba(0, 0, 0, 0.35)"
          />
        </Center>
      ) : null}
      {status === 'starting' || status === 'idle' ? (
        <Center position="absolute" inset="0" color="white">
          <Stack align="center" gap="2">
            <Spinner size="lg" />
            <Text fontSize="sm">
              <Trans>Starting camera…</Trans>
            </Text>
          </Stack>
        </Center>
      ) : null}
      {status === 'denied' ? (
        <CameraMessage title={<Trans>Camera access is blocked</Trans>} action={retry}>
          <Trans>Allow the camera for this site in your browser settings to scan QR codes. You can still type codes below.</Trans>
        </CameraMessage>
      ) : null}
      {status === 'no-camera' ? (
        <CameraMessage title={<Trans>No camera found</Trans>}>
          <Trans>This device has no camera the browser can use. You can still type codes below.</Trans>
        </CameraMessage>
      ) : null}
      {status === 'error' ? (
        <CameraMessage title={<Trans>The camera could not start</Trans>} action={retry}>
          <Trans>Another app may be using it. Close it and try again. You can still type codes below.</Trans>
        </CameraMessage>
      ) : null}
      {status === 'running' ? (
        <Stack position="absolute" top="3" insetEnd="3" gap="2">
          {camera.canSwitch ? (
            <IconButton
              aria-label={t`Switch camera`}
              onClick={camera.switchCamera}
              size="md"
              rounded="full"
              bg="blackAlpha.600"
              color="white"
              _hover={{ bg: 'blackAlpha.700' }}
            >
              <CameraSwitchIcon />
            </IconButton>
          ) : null}
          {camera.torchSupported ? (
            <IconButton
              aria-label={camera.torchOn ? t`Turn off the light` : t`Turn on the light`}
              aria-pressed={camera.torchOn}
              onClick={camera.toggleTorch}
              size="md"
              rounded="full"
              bg={camera.torchOn ? 'yellow.300' : 'blackAlpha.600'}
              color={camera.torchOn ? 'black' : 'white'}
              _hover={{ bg: camera.torchOn ? 'yellow.400' : 'blackAlpha.700' }}
            >
              <FlashlightIcon />
            </IconButton>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
