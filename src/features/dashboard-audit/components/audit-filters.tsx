import { Box, Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/dashboard/search-input';
import { FormField } from '../../../components/form-field';
import { AUDIT_ENTITY_FILTERS, type TAuditSearch } from '../audit-search';
import { AUDIT_ENTITY_LABELS } from '../audit-labels';
import { parseIdFilter } from '../id-filter';

type TFilters = Pick<TAuditSearch, 'entity' | 'entity_id' | 'actor_id'>;

type AuditFiltersProps = {
  search: TAuditSearch;
  filtered: boolean;
  onChange: (next: TFilters) => void;
};

/** The record type, record id and acting user of /dashboard/audit: every one in the URL. */
export function AuditFilters({ search, filtered, onChange }: AuditFiltersProps) {
  const { t, i18n } = useLingui();
  // Clear filters empties the id boxes even when what they hold never reached the URL (text that is not an id).
  const [cleared, setCleared] = useState(0);

  function clear() {
    setCleared((count) => count + 1);
    onChange({ entity: undefined, entity_id: undefined, actor_id: undefined });
  }

  return (
    <HStack gap="3" wrap="wrap" align="flex-start">
      <Box w={{ base: 'full', sm: '52' }}>
        <FormField label={<Trans>Record type</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={search.entity ?? ''}
              onChange={(event) => onChange({ entity: AUDIT_ENTITY_FILTERS.find((entity) => entity === event.target.value) })}
            >
              <option value="">{t`All record types`}</option>
              {AUDIT_ENTITY_FILTERS.map((entity) => (
                <option key={entity} value={entity}>
                  {i18n._(AUDIT_ENTITY_LABELS[entity])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      <Box w={{ base: 'full', sm: '36' }}>
        <IdFilterInput key={`entity-${cleared}`} label={<Trans>Record ID</Trans>} value={search.entity_id} onChange={(id) => onChange({ entity_id: id })} />
      </Box>
      <Box w={{ base: 'full', sm: '44' }}>
        <IdFilterInput
          key={`actor-${cleared}`}
          label={<Trans>Done by (user ID)</Trans>}
          value={search.actor_id}
          onChange={(id) => onChange({ actor_id: id })}
        />
      </Box>
      {filtered ? (
        // Lines up with the inputs under their labels.
        <Button variant="outline" mt={{ base: '0', sm: '6' }} w={{ base: 'full', sm: 'auto' }} onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </HStack>
  );
}

type IdFilterInputProps = {
  label: ReactNode;
  /** The id in the URL. */
  value: number | undefined;
  /** Called with the typed id once typing pauses, or at once on Enter; undefined when the box is emptied. */
  onChange: (id: number | undefined) => void;
};

/**
 * An id box whose value reaches the URL once typing pauses, like the dashboard's search boxes: a change of the URL
 * from elsewhere (Back, Clear filters, a record's link) shows in the box, and the box's own pushes do not echo back.
 * Text that is not an id says so and leaves the URL as it was.
 */
function IdFilterInput({ label, value, onChange }: IdFilterInputProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  // The URL value last acted on, and the one this box last sent there (null once it arrived).
  const [seen, setSeen] = useState(value);
  const [pushed, setPushed] = useState<{ id: number | undefined } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== seen) {
    setSeen(value);
    if (pushed && value === pushed.id) setPushed(null);
    else setDraft(value === undefined ? '' : String(value));
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // A link followed while the typed id waits to be sent: the page is being left, and the late filter must not
  // navigate back over it.
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) clearTimeout(timer.current);
      }),
    [router],
  );

  const parsed = parseIdFilter(draft);
  const invalid = parsed === undefined;

  function push(text: string) {
    clearTimeout(timer.current);
    const id = parseIdFilter(text);
    if (id === undefined) return;
    const next = id ?? undefined;
    if (next === value) return;
    setPushed({ id: next });
    onChange(next);
  }

  function change(text: string) {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => push(text), SEARCH_DEBOUNCE_MS);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      push(draft);
    }
  }

  return (
    <FormField label={label} error={invalid ? t`Enter a whole number from 1` : undefined}>
      <Input
        bg="white"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        maxLength={12}
        value={draft}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
      />
    </FormField>
  );
}
