import { createIcon, type IconProps } from '@chakra-ui/react';
import * as paths from './icon-paths.plain';

/**
 * Inline line icons as Chakra icons (style props, `boxSize`, …), drawn from ./icon-paths.plain.tsx. Icons that point along
 * the reading direction (chevrons, arrows, log-out) are mirrored in right-to-left layouts.
 */
export { stroke } from './icon-stroke';

const mirroredInRtl: IconProps = { css: { _rtl: { transform: 'scaleX(-1)' } } };

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: paths.MENU_PATH,
});

export const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  path: paths.CLOSE_PATH,
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: paths.CHEVRON_DOWN_PATH,
});

export const ChevronEndIcon = createIcon({
  displayName: 'ChevronEndIcon',
  path: paths.CHEVRON_END_PATH,
  defaultProps: mirroredInRtl,
});

export const ArrowEndIcon = createIcon({
  displayName: 'ArrowEndIcon',
  path: paths.ARROW_END_PATH,
  defaultProps: mirroredInRtl,
});

export const ArrowStartIcon = createIcon({
  displayName: 'ArrowStartIcon',
  path: paths.ARROW_START_PATH,
  defaultProps: mirroredInRtl,
});

export const ArrowDownIcon = createIcon({
  displayName: 'ArrowDownIcon',
  path: paths.ARROW_DOWN_PATH,
});

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: paths.CALENDAR_PATH,
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: paths.CLOCK_PATH,
});

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  path: paths.MAP_PIN_PATH,
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  path: paths.GLOBE_PATH,
});

export const CoinIcon = createIcon({
  displayName: 'CoinIcon',
  path: paths.COIN_PATH,
});

export const TicketIcon = createIcon({
  displayName: 'TicketIcon',
  path: paths.TICKET_PATH,
});

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: paths.SEARCH_PATH,
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: paths.USER_PATH,
});

export const LogOutIcon = createIcon({
  displayName: 'LogOutIcon',
  path: paths.LOG_OUT_PATH,
  defaultProps: mirroredInRtl,
});

export const WifiOffIcon = createIcon({
  displayName: 'WifiOffIcon',
  path: paths.WIFI_OFF_PATH,
});

export const InstagramIcon = createIcon({
  displayName: 'InstagramIcon',
  path: paths.INSTAGRAM_PATH,
});

export const XLogoIcon = createIcon({
  displayName: 'XLogoIcon',
  path: paths.X_LOGO_PATH,
});

export const LinkedInIcon = createIcon({
  displayName: 'LinkedInIcon',
  path: paths.LINKED_IN_PATH,
});

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: paths.CHECK_PATH,
});

export const AlertIcon = createIcon({
  displayName: 'AlertIcon',
  path: paths.ALERT_PATH,
});

export const RefreshIcon = createIcon({
  displayName: 'RefreshIcon',
  path: paths.REFRESH_PATH,
});

export const ChevronStartIcon = createIcon({
  displayName: 'ChevronStartIcon',
  path: paths.CHEVRON_START_PATH,
  defaultProps: mirroredInRtl,
});

export const FilterIcon = createIcon({
  displayName: 'FilterIcon',
  path: paths.FILTER_PATH,
});

export const PauseIcon = createIcon({
  displayName: 'PauseIcon',
  path: paths.PAUSE_PATH,
});

export const PlayIcon = createIcon({
  displayName: 'PlayIcon',
  path: paths.PLAY_PATH,
});

export const SparklesIcon = createIcon({
  displayName: 'SparklesIcon',
  path: paths.SPARKLES_PATH,
});

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  path: paths.MAIL_PATH,
});

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  path: paths.PHONE_PATH,
});
