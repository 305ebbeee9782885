// Payroll configuration inputs and helpers for the payroll-setup API tests.
import { randomBytes } from 'node:crypto';
import {
  type AllowanceAndBonusRequest,
  allowanceAndBonusResponse,
  type BenefitInKindRequest,
  benefitInKindResponse,
  PAYROLL_SETUP_PATHS,
  type PayGroupRequest,
  type PayScheduleRequest,
  type PayStructureRequest,
  payGroupResponse,
  payScheduleResponse,
  payStructureResponse,
} from '@paydesk/contracts';
import type { z } from 'zod';
import { api } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';

const suffix = () => randomBytes(3).toString('hex');

export const scheduleInput = (o: Partial<PayScheduleRequest> = {}): PayScheduleRequest => ({
  name: `Monthly ${suffix()}`,
  frequency: 'monthly',
  payDayRule: 'last_working_day',
  firstPeriodStart: '2027-10-01',
  ...o,
});

/** Basic 50%, housing 30%, transport 20%; pension 8%/10% of basic+housing+transport; a custom loan deduction. */
export const structureInput = (o: Partial<PayStructureRequest> = {}): PayStructureRequest => ({
  name: `Standard ${suffix()}`,
  components: {
    basic: { kind: 'percent', basisPoints: 5_000 },
    housing: { kind: 'percent', basisPoints: 3_000 },
    transport: { kind: 'percent', basisPoints: 2_000 },
  },
  deductions: {
    pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRate: 800, employerRate: 1_000 },
    nhf: true,
    custom_deductions: [{ name: 'Staff loan', rule: { kind: 'fixed', kobo: 1_500_000 } }],
  },
  ...o,
});

export const benefitInput = (o: Partial<BenefitInKindRequest> = {}): BenefitInKindRequest => ({
  name: `Company car ${suffix()}`,
  monthlyValue: 5_000_000,
  ...o,
});

export const allowanceInput = (o: Partial<AllowanceAndBonusRequest> = {}): AllowanceAndBonusRequest => ({
  name: `Meal allowance ${suffix()}`,
  kind: 'allowance',
  recurrence: 'recurring',
  taxable: true,
  amount: { kind: 'fixed', kobo: 2_000_000 },
  ...o,
});

export const groupInput = (o: Partial<PayGroupRequest> = {}): PayGroupRequest => ({
  name: `Head office ${suffix()}`,
  ...o,
});

async function create<S extends z.ZodType>(
  t: TestApp,
  token: string,
  path: string,
  body: unknown,
  schema: S,
) {
  const res = await t.api.post(api(path), body, { token, schema });
  if (res.status !== 201) throw new Error(`create ${path} failed: ${JSON.stringify(res.body)}`);
  return res.data;
}

export const addSchedule = (t: TestApp, token: string, o: Partial<PayScheduleRequest> = {}) =>
  create(t, token, PAYROLL_SETUP_PATHS.paySchedules, scheduleInput(o), payScheduleResponse);
export const addStructure = (t: TestApp, token: string, o: Partial<PayStructureRequest> = {}) =>
  create(t, token, PAYROLL_SETUP_PATHS.payStructures, structureInput(o), payStructureResponse);
export const addBenefit = (t: TestApp, token: string, o: Partial<BenefitInKindRequest> = {}) =>
  create(t, token, PAYROLL_SETUP_PATHS.benefitsInKind, benefitInput(o), benefitInKindResponse);
export const addAllowance = (t: TestApp, token: string, o: Partial<AllowanceAndBonusRequest> = {}) =>
  create(t, token, PAYROLL_SETUP_PATHS.allowancesAndBonuses, allowanceInput(o), allowanceAndBonusResponse);
export const addPayGroup = (t: TestApp, token: string, o: Partial<PayGroupRequest> = {}) =>
  create(t, token, PAYROLL_SETUP_PATHS.payGroups, groupInput(o), payGroupResponse);
