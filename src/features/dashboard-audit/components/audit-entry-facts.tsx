import { Badge, chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { TAuditEntry } from '../../../../contract/audit';
import { formatDateTime } from '../../../lib/dates';
import { textDirection } from '../../../lib/locale';
import { formatIdNumber } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { auditChangeRows, type TAuditChangeRow, type TAuditValueText } from '../audit-changes';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../audit-labels';

/*
 * The facts of one audit entry, shared by the table and its phone cards (docs/architecture.md §12). Values, field names
 * and call names may be one long word (JSON, a path): each breaks anywhere (`overflowWrap` is set on every element by
 * the reset, so a parent's does not reach them), or a 320 px card and the table's last column would overflow.
 */

/** When, in Muscat time and the page's language. */
export function EntryTime({ entry }: { entry: TAuditEntry }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={entry.at} whiteSpace="nowrap">
      {formatDateTime(entry.at, locale)}
    </chakra.time>
  );
}

/** Who: the user (a link to their page), the system (webhooks, the reconciler, the workers), or a user deleted since. */
export function EntryActor({ entry }: { entry: TAuditEntry }) {
  if (entry.actor_kind === 'system') {
    return (
      <Text as="span" fontWeight="semibold">
        <Trans>System</Trans>
      </Text>
    );
  }
  if (!entry.actor) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>Deleted user</Trans>
      </Text>
    );
  }
  return (
    <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
      <Link to="/dashboard/users/$id" params={{ id: String(entry.actor.id) }}>
        <bdi>{entry.actor.name}</bdi>
      </Link>
    </ChakraLink>
  );
}

/** A path that may break after each slash when its column is narrow (`/api/admin/events/:id/` | `categories`). */
function BreakAfterSlashes({ text }: { text: string }) {
  const parts = text.split('/');
  return parts.map((part, index) => (
    // Keyed by position: the parts of one string, never reordered.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** The call or job that made the change: a technical name, shown as it is, left to right. */
export function EntryVia({ entry }: { entry: TAuditEntry }) {
  return (
    <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
      <Trans comment="Then the call or job that made the change, as it is: PATCH /api/admin/users/:id/role, payments.reconciler">
        Via{' '}
        <chakra.code fontFamily="mono" dir="ltr" unicodeBidi="isolate" overflowWrap="anywhere">
          <BreakAfterSlashes text={entry.via} />
        </chakra.code>
      </Trans>
    </Text>
  );
}

/** Who and how, as one cell. */
export function EntryActorAndVia({ entry }: { entry: TAuditEntry }) {
  return (
    <Stack gap="0.5" minW="0" align="flex-start">
      <EntryActor entry={entry} />
      <EntryVia entry={entry} />
    </Stack>
  );
}

export function EntryAction({ entry }: { entry: TAuditEntry }) {
  const { i18n } = useLingui();
  const action = AUDIT_ACTION_LABELS[entry.action];
  return (
    <Badge colorPalette={action.palette} variant="subtle" flexShrink="0">
      {i18n._(action.label)}
    </Badge>
  );
}

/** "Category #12": the record, as a link that narrows the log to its history. */
export function EntryRecord({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useLingui();
  const locale = useAppLocale();
  const entityName = i18n._(AUDIT_ENTITY_LABELS[entry.entity]);
  const idLabel = formatIdNumber(entry.entity_id, locale);
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" whiteSpace="nowrap">
      <Link to="/dashboard/audit" search={{ entity: entry.entity, entity_id: entry.entity_id }} title={t`Show only this record's history`}>
        <Trans>
          {entityName} #{idLabel}
        </Trans>
      </Link>
    </ChakraLink>
  );
}

/** One value of a change: isolated from the text around it (either language), cut when long, whole in its title. */
function ChangeValue({ value, muted = false }: { value: TAuditValueText; muted?: boolean }) {
  return (
    <chakra.bdi title={value.full ?? undefined} color={value.empty || muted ? 'fg.muted' : undefined} overflowWrap="anywhere">
      {value.text}
    </chakra.bdi>
  );
}

function ChangeLine({ row }: { row: TAuditChangeRow }) {
  // The arrow points from the old value to the new one in the reading direction.
  const arrow = textDirection(useAppLocale()) === 'rtl' ? '←' : '→';
  return (
    <>
      <chakra.bdi fontFamily="mono" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {row.field}
      </chakra.bdi>
      {': '}
      <ChangeValue value={row.from} muted />
      {` ${arrow} `}
      <ChangeValue value={row.to} />
    </>
  );
}

/** The changed fields as "field: from → to", one a line; an entry without any (a link removed) shows a dash. */
export function EntryChanges({ entry }: { entry: TAuditEntry }) {
  const { t } = useLingui();
  const rows = auditChangeRows(entry.changes);
  if (rows.length === 0) {
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" minW="0" aria-label={t`Changes`}>
      {rows.map((row) => (
        <chakra.li key={row.field} overflowWrap="anywhere" lineHeight="short">
          <ChangeLine row={row} />
        </chakra.li>
      ))}
    </Stack>
  );
}
