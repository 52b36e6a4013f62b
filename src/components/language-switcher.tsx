import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCALES, type TLocale } from '../../contract/constants';
import { useRouter } from '@tanstack/react-router';
import { changeLocale } from '../lib/i18n';
import { isLocalePrefixed, splitLocalePrefix, withLocalePrefix } from '../lib/url-locale';
import { useAppLocale } from '../lib/store';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';

// Endonyms: each language is named in itself, in every locale, so they are not translated.
const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', ar: 'العربية' };

type LanguageSwitcherProps = {
  /** The bar's text colour, so the trigger reads on light and dark bars alike. */
  color?: string;
  /** In drawers the trigger and the list take the drawer's full width. */
  fullWidth?: boolean;
};

/**
 * English / العربية as an ARIA menu of radio items. Hand-rolled rather than Chakra's Menu: it sits
 * in every first load, and the menu's popover machinery costs ~25 KB gzipped (docs/architecture.md §8).
 */
export function LanguageSwitcher({ color, fullWidth = false }: LanguageSwitcherProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const router = useRouter();
  const currentName = LANGUAGE_NAMES[locale];
  const menuId = useId();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return undefined;
    // Focus moves into the menu on opening, to the checked language (WAI-ARIA menu button pattern).
    itemRefs.current[LOCALES.indexOf(locale)]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, locale]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(option: TLocale) {
    close(true);
    void changeLocale(option).then(() => {
      // An address that names its language moves to the other one's (docs/architecture.md §10).
      if (!isLocalePrefixed()) return;
      const { pathname, search, hash } = window.location;
      router.history.replace(`${withLocalePrefix(option, splitLocalePrefix(pathname).path)}${search}${hash}`);
    });
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  }

  return (
    <Box position="relative" ref={rootRef} w={fullWidth ? 'full' : undefined}>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={fullWidth ? 'outline' : 'ghost'}
        colorPalette={fullWidth ? 'brand' : undefined}
        size="sm"
        w={fullWidth ? 'full' : undefined}
        justifyContent={fullWidth ? 'space-between' : undefined}
        color={color}
        _hover={color ? { bg: 'whiteAlpha.200' } : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Language: ${currentName}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <GlobeIcon />
        <Box as="span" lang={locale} flex={fullWidth ? '1' : undefined} textAlign="start">
          {currentName}
        </Box>
        <ChevronDownIcon />
      </Button>
      <Box
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        position="absolute"
        top="full"
        insetEnd="0"
        mt="1"
        minW={fullWidth ? 'full' : '40'}
        p="1"
        bg="white"
        color="fg"
        rounded="md"
        boxShadow="lg"
        borderWidth="1px"
        borderColor="border.muted"
        zIndex="dropdown"
      >
        {LOCALES.map((option, index) => (
          <Button
            key={option}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            role="menuitemradio"
            aria-checked={option === locale}
            tabIndex={-1}
            variant="ghost"
            size="sm"
            w="full"
            justifyContent="space-between"
            lang={option}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
            {option === locale ? <CheckIcon color="brand.fg" /> : null}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
