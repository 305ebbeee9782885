// Routes of remittance parties on the spec §7 payroll service paths (the five resource routes, plus GET {id}).
import {
  PAYROLL_SETUP_MESSAGES as MESSAGES,
  PAYROLL_SETUP_PATHS as PATHS,
  remittancePartyListResponse,
  remittancePartyRequest,
  remittancePartyResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import * as remittance from './remittance-parties.service.ts';
import { resourceRoutes } from './resource-routes.ts';
import * as setup from './setup.service.ts';

export function remittancePartyRoutes(app: FastifyInstance, deps: setup.PayrollSetupDeps) {
  const db = deps.db;

  resourceRoutes(app, {
    label: 'Remittance Party',
    paths: {
      list: PATHS.remittanceParties,
      one: PATHS.remittanceParty,
      deleteMany: PATHS.remittancePartiesDeleteMany,
    },
    request: remittancePartyRequest,
    response: remittancePartyResponse,
    listResponse: remittancePartyListResponse,
    createdMessage: 'Remittance Party created',
    deletedMessage: MESSAGES.remittancePartyDeleted,
    list: (companyId, query) => remittance.listRemittanceParties(db, companyId, query),
    get: (companyId, id) => remittance.getRemittanceParty(db, companyId, id),
    save: (caller, input, id) => remittance.saveRemittanceParty(deps, caller, input, id),
    remove: (caller, id) => setup.deleteOne(deps, caller, 'remittance-party', id),
  });
}
