// Routes of benefits in kind and allowances and bonuses on the spec §7 payroll service paths (the five resource routes
// each, plus GET {id}).
import {
  allowanceAndBonusListResponse,
  allowanceAndBonusRequest,
  allowanceAndBonusResponse,
  benefitInKindListResponse,
  benefitInKindRequest,
  benefitInKindResponse,
  PAYROLL_SETUP_MESSAGES as MESSAGES,
  PAYROLL_SETUP_PATHS as PATHS,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import * as benefits from './benefits.service.ts';
import { resourceRoutes } from './resource-routes.ts';
import * as setup from './setup.service.ts';

export function benefitAndAllowanceRoutes(app: FastifyInstance, deps: setup.PayrollSetupDeps) {
  const db = deps.db;

  resourceRoutes(app, {
    label: 'Benefit',
    paths: {
      list: PATHS.benefitsInKind,
      one: PATHS.benefitInKind,
      deleteMany: PATHS.benefitsInKindDeleteMany,
    },
    request: benefitInKindRequest,
    response: benefitInKindResponse,
    listResponse: benefitInKindListResponse,
    createdMessage: MESSAGES.benefitCreated,
    deletedMessage: 'Benefit deleted',
    list: (companyId, query) =>
      benefits.listBenefits(db, companyId, { ...query, id: query.id ?? query.benefit_in_kind_id }),
    get: (companyId, id) => benefits.getBenefit(db, companyId, id),
    save: (caller, input, id) => benefits.saveBenefit(deps, caller, input, id),
    remove: (caller, id) => setup.deleteOne(deps, caller, 'benefit-in-kind', id),
  });
  resourceRoutes(app, {
    label: 'Allowance',
    paths: {
      list: PATHS.allowancesAndBonuses,
      one: PATHS.allowanceAndBonus,
      deleteMany: PATHS.allowancesAndBonusesDeleteMany,
    },
    request: allowanceAndBonusRequest,
    response: allowanceAndBonusResponse,
    listResponse: allowanceAndBonusListResponse,
    createdMessage: MESSAGES.allowanceCreated,
    deletedMessage: 'Allowance deleted',
    list: (companyId, query) =>
      benefits.listAllowances(db, companyId, { ...query, id: query.id ?? query.allowance_and_bonus_id }),
    get: (companyId, id) => benefits.getAllowance(db, companyId, id),
    save: (caller, input, id) => benefits.saveAllowance(deps, caller, input, id),
    remove: (caller, id) => setup.deleteOne(deps, caller, 'allowance-and-bonus', id),
  });
}
