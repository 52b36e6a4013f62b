import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCALES, type TLocale } from '../../contract/constants';
import { useRouter } from '@tanstack/react-router';
import { changeLocale } from '../lib/i18n';
import { isLocalePrefixed, splitLocalePrefix, withLocalePrefix } from '../lib/url-locale';
import { useAppLocale } from '../lib/store';
import { Glyph } from './glyph.plain';
import { CHECK_PATH, CHEVRON_DOWN_PATH, GLOBE_PATH } from './icon-paths.plain';
import { Button } from './plain/kit.plain';

// Endonyms: each language is named in itself, in every locale, so they are not translated.
const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', ar: 'العربية' };

type LanguageSwitcherProps = {
  /** On the dark admin bar: white text, a light hover. */
  onDark?: boolean;
  /** In drawers the trigger and the list take the drawer's full width. */
  fullWidth?: boolean;
};

/**
 * English / العربية as an ARIA menu of radio items. Hand-rolled rather than Chakra's Menu, as plain elements
 * (src/styles/shell.css): it sits in every first load, and the menu's popover machinery costs ~25 KB gzipped
 * (docs/architecture.md §8).
 */
export function LanguageSwitcher({ onDark = false, fullWidth = false }: LanguageSwitcherProps) {
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
    <div className="language" data-full-width={fullWidth ? '' : undefined} ref={rootRef}>
      <Button
        variant={fullWidth ? 'outline' : 'ghost'}
        size="sm"
        palette={fullWidth ? 'brand' : undefined}
        ref={triggerRef}
        id={triggerId}
        className="language__trigger"
        data-on-dark={onDark ? '' : undefined}
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
        <Glyph path={GLOBE_PATH} />
        <span lang={locale} className="language__current">
          {currentName}
        </span>
        <Glyph path={CHEVRON_DOWN_PATH} />
      </Button>
      <div id={menuId} role="menu" aria-labelledby={triggerId} hidden={!open} onKeyDown={onMenuKeyDown} className="language__menu">
        {LOCALES.map((option, index) => (
          <Button
            key={option}
            variant="ghost"
            size="sm"
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            role="menuitemradio"
            aria-checked={option === locale}
            tabIndex={-1}
            className="language__option"
            lang={option}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
            {option === locale ? <Glyph path={CHECK_PATH} className="language__check" /> : null}
          </Button>
        ))}
      </div>
    </div>
  );
}
