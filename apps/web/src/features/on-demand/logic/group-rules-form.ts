// A group's overrides as typed text: an empty field follows the business rules (null), naira become kobo.
import { type GroupRules, type GroupRulesRequest, groupRulesRequest } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';

export const GROUP_FIELDS = [
  'accessPercent',
  'cutOffDays',
  'minWithdrawal',
  'maxWithdrawal',
  'withdrawalsPerPeriod',
] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
export type GroupFormValues = Record<GroupField, string>;
const MONEY = new Set<GroupField>(['minWithdrawal', 'maxWithdrawal']);

export const groupToForm = (rules: GroupRules | undefined): GroupFormValues =>
  Object.fromEntries(
    GROUP_FIELDS.map((field) => {
      const value = rules?.[field];
      if (value === null || value === undefined) return [field, ''];
      return [field, MONEY.has(field) ? String(value / 100) : String(value)];
    }),
  ) as GroupFormValues;

export function formToGroupRules(
  values: GroupFormValues,
): { ok: true; body: GroupRulesRequest } | { ok: false; errors: Partial<Record<GroupField, string>> } {
  const body: Record<string, number | null> = {};
  const errors: Partial<Record<GroupField, string>> = {};
  for (const field of GROUP_FIELDS) {
    const text = values[field].trim();
    if (text === '') body[field] = null;
    else if (MONEY.has(field)) body[field] = text === '0' ? 0 : (parseNaira(text) ?? Number.NaN);
    else body[field] = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(body[field])) errors[field] = 'Enter a number or leave it empty';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = groupRulesRequest.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) errors[issue.path[0] as GroupField] ??= issue.message;
  return { ok: false, errors };
}
