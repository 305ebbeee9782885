// A business's public holidays: listed by year, added, edited and deleted, each change audited in its transaction.
// Pay schedules read the same rows, so their next pay dates follow a change at once.
import type { PublicHoliday, PublicHolidayRequest } from '@paydesk/contracts';
import { PUBLIC_HOLIDAY_MESSAGES } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import * as hq from './holidays.queries.ts';
import { audited, type PayrollSetupDeps, stamps } from './setup.service.ts';

const toHoliday = (r: hq.HolidayRow): PublicHoliday => ({
  _id: r.id,
  day: r.day,
  name: r.name,
  ...stamps(r),
});

export async function listHolidays(deps: PayrollSetupDeps, companyId: string, year?: number) {
  const shown = year ?? Number((deps.today?.() ?? lagosDay()).slice(0, 4));
  const [rows, years] = await Promise.all([
    hq.holidaysOfYear(deps.db, companyId, shown),
    hq.holidayYears(deps.db, companyId),
  ]);
  return { year: shown, years, holidays: rows.map(toHoliday) };
}

export async function getHoliday(db: Executor, companyId: string, id: string) {
  const row = await hq.findHoliday(db, companyId, id);
  if (!row) throw new NotFound('Public holiday');
  return toHoliday(row);
}

/** Adds (no id) or edits a holiday; a second holiday on one day is a 409 and changes nothing. */
export async function saveHoliday(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: Required<PublicHolidayRequest>,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  const before = id ? await getHoliday(deps.db, companyId, id) : null;
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.holiday.update' : 'payroll.holiday.create',
    { type: 'public-holiday', ...(id ? { id } : {}) },
    async (tx) => {
      const taken = await hq.findHolidayOn(tx, companyId, input.day);
      if (taken && taken.id !== id) throw new Conflict(PUBLIC_HOLIDAY_MESSAGES.duplicate);
      if (id) await hq.updateHoliday(tx, companyId, id, input);
      const savedId = id ?? (await hq.insertHoliday(tx, { companyId, ...input })).id;
      return {
        id: savedId,
        metadata: {
          day: input.day,
          name: input.name,
          ...(before ? { previousDay: before.day, previousName: before.name } : {}),
        },
      };
    },
  );
  return getHoliday(deps.db, companyId, saved.id);
}

export async function deleteHoliday(deps: PayrollSetupDeps, caller: Caller, id: string) {
  const companyId = caller.auth.companyId;
  const holiday = await getHoliday(deps.db, companyId, id);
  await audited(deps, caller, 'payroll.holiday.delete', { type: 'public-holiday', id }, async (tx) => {
    await hq.deleteHoliday(tx, companyId, id);
    return { id, metadata: { day: holiday.day, name: holiday.name } };
  });
}
