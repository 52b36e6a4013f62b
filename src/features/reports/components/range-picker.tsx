import { Box, Button, chakra, HStack, Input, Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { activeQuickRange, lastDays, MAX_RANGE_DAYS, QUICK_RANGE_DAYS, rangeProblem, type TRangeProblem, type TReportRange } from '../report-range';

const QUICK_RANGE_LABELS = {
  7: msg`Last 7 days`,
  30: msg`Last 30 days`,
  90: msg`Last 90 days`,
} satisfies Record<(typeof QUICK_RANGE_DAYS)[number], MessageDescriptor>;

type RangePickerProps = {
  /** The range in the URL. The parent keys the picker by it, so a new range resets the typed dates. */
  range: TReportRange;
  /** Today in Muscat: the last day a range can end on. */
  today: string;
  onChange: (range: TReportRange) => void;
};

/** From / to dates (Muscat calendar days, both included) and the quick ranges of 7, 30 and 90 days. */
export function RangePicker({ range, today, onChange }: RangePickerProps) {
  const { t, i18n } = useLingui();
  const locale = useAppLocale();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<TRangeProblem | null>(null);
  const quick = activeQuickRange(range, today);
  const maxDays = formatCount(MAX_RANGE_DAYS, locale);
  const messages: Record<TRangeProblem, string> = {
    from_missing: t`Choose a start date`,
    to_missing: t`Choose an end date`,
    order: t`The start date must be on or before the end date`,
    too_long: t`Choose at most ${maxDays} days`,
  };
  const fromError = problem === 'from_missing' || problem === 'too_long' ? messages[problem] : undefined;
  const toError = problem === 'to_missing' || problem === 'order' ? messages[problem] : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (found === null) onChange({ from, to });
  }

  return (
    <Stack gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '3', md: '4' }}>
      <chakra.form onSubmit={submit} noValidate aria-label={t`Date range`}>
        <HStack gap="3" wrap="wrap" align="flex-start">
          <Box flex="1" minW="36">
            <FormField label={<Trans>From</Trans>} error={fromError}>
              <Input type="date" value={from} max={to || today} onChange={(event) => setFrom(event.target.value)} />
            </FormField>
          </Box>
          <Box flex="1" minW="36">
            <FormField label={<Trans>To</Trans>} error={toError}>
              <Input type="date" value={to} min={from || undefined} max={today} onChange={(event) => setTo(event.target.value)} />
            </FormField>
          </Box>
          {/* Lines up with the inputs under their labels. */}
          <Button type="submit" mt={{ base: '0', sm: '6' }} w={{ base: 'full', sm: 'auto' }}>
            <Trans>Show report</Trans>
          </Button>
        </HStack>
      </chakra.form>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t`Quick ranges`}>
        {QUICK_RANGE_DAYS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={quick === days ? 'solid' : 'outline'}
            aria-pressed={quick === days}
            onClick={() => onChange(lastDays(days, today))}
          >
            {i18n._(QUICK_RANGE_LABELS[days])}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
