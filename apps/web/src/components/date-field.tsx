// The one date field of every form and filter (issue 17): Mantine's DatePickerInput showing the app's date format
// ('23 Nov 2026'), with the value in and out as the ISO calendar date the contracts and URL filters use
// ('2026-11-23', or '' when empty). A calendar date has no time and no zone, so nothing drifts across midnight in
// Lagos or in the browser's zone.
import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_INPUT_FORMAT } from '../lib/format/time.ts';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Names for the calendar's header buttons, so a screen reader (and a browser test) can say what each one does.
const CALENDAR_LABELS = {
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** An ISO calendar date as the picker takes it; anything else (empty, half typed) is no date. */
export const asCalendarDate = (value: string | null | undefined): string | null =>
  value && CALENDAR_DATE.test(value) ? value : null;

export type DateFieldProps = Omit<
  DatePickerInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'minDate' | 'maxDate' | 'valueFormat'
> & {
  value: string | null | undefined;
  /** The chosen day as 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: string) => void;
  /** Earliest and latest days that can be picked ('YYYY-MM-DD'). */
  min?: string | null | undefined;
  max?: string | null | undefined;
};

export function DateField({ value, onChange, min, max, clearable, placeholder, ...rest }: DateFieldProps) {
  return (
    <DatePickerInput
      {...rest}
      value={asCalendarDate(value)}
      onChange={(day) => onChange(typeof day === 'string' ? day.slice(0, 10) : '')}
      minDate={asCalendarDate(min) ?? undefined}
      maxDate={asCalendarDate(max) ?? undefined}
      valueFormat={DATE_INPUT_FORMAT}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `Clear ${typeof rest.label === 'string' ? rest.label : 'date'}` }}
      placeholder={placeholder ?? 'Pick a date'}
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={{ ...CALENDAR_LABELS, ...rest.ariaLabels }}
      popoverProps={{ withinPortal: true, ...rest.popoverProps }}
    />
  );
}
