import { chakra, Input } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/** Typing pauses this long before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

type SearchInputProps = {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onChange: (value: string) => void;
  /** Names the search region and the box for screen readers. */
  label: string;
  placeholder: string;
};

/**
 * A search box whose text reaches the URL (and so the server) once typing pauses. A change of the URL
 * from elsewhere (Back, a cleared filter) shows in the box; the box's own pushes do not echo back.
 */
export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  // The URL value last acted on, and the one this box last sent there (null once it arrived).
  const [seen, setSeen] = useState(value);
  const [pushed, setPushed] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== seen) {
    setSeen(value);
    if (value === pushed) setPushed(null);
    else setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // A link followed while the typed text waits to be sent (a row clicked right after typing): the page
  // is being left, and the late search must not navigate back over it. Same-page changes (a filter, a
  // page turn) keep the pending search.
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) clearTimeout(timer.current);
      }),
    [router],
  );

  function push(text: string) {
    clearTimeout(timer.current);
    const next = text.trim();
    if (next === value) return;
    setPushed(next);
    onChange(next);
  }

  function change(text: string) {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => push(text), SEARCH_DEBOUNCE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    push(draft);
  }

  return (
    <chakra.form role="search" aria-label={label} onSubmit={submit} flex="1" minW={{ base: 'full', sm: '56' }}>
      <Input
        type="search"
        bg="white"
        value={draft}
        onChange={(event) => change(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
        enterKeyHint="search"
      />
    </chakra.form>
  );
}
