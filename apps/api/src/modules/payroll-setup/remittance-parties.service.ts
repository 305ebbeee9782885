// Remittance parties (bank account checked by name enquiry) with the pension providers. Every change is audited in its
// transaction.
import {
  accountNameMatchesParty,
  accountNameMismatchMessage,
  ErrorCode,
  type RemittanceParty,
  type remittancePartyRequest,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { DomainError, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { enquireAccountName, findPensionProvider } from '../banks/index.ts';
import * as q from './setup.queries.ts';
import { audited, type PayrollSetupDeps, paged, stamps } from './setup.service.ts';

// --- remittance parties and pension providers ----------------------------------------------------------------

const toParty = (r: q.RemittanceRow): RemittanceParty => ({
  _id: r.id,
  kind: r.kind as RemittanceParty['kind'],
  name: r.name,
  state: r.state,
  pfaId: r.pfaId,
  bankCode: r.bankCode,
  bankName: r.bankName,
  accountNumber: r.accountNumber,
  accountName: r.accountName,
  ...stamps(r),
});

export async function listRemittanceParties(db: Executor, companyId: string, query: q.ListParams) {
  const { rows, total } = await q.listRemittanceParties(db, companyId, query);
  return paged(rows.map(toParty), total, query);
}

export async function getRemittanceParty(db: Executor, companyId: string, id: string) {
  const row = await q.findRemittanceParty(db, companyId, id);
  if (!row) throw new NotFound('Remittance party');
  return toParty(row);
}

export async function saveRemittanceParty(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: z.output<typeof remittancePartyRequest>,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  if (id) await getRemittanceParty(deps.db, companyId, id);
  if (input.kind === 'pfa' && !(await findPensionProvider(deps.db, input.pfaId!)))
    throw new ValidationFailed({ pfaId: ['Choose a pension fund administrator'] });
  // The bank account is checked before anything is stored: an unknown account is a field error, and one in another
  // name (a person's on a revenue service) is refused until the member confirms that name.
  const account = await enquireAccountName(deps.db, deps.banking, { ...input, expectedName: input.name });
  const matches = accountNameMatchesParty(input.name, account.accountName);
  const accepted = !matches && input.acceptAccountName?.toUpperCase() === account.accountName.toUpperCase();
  if (!matches && !accepted) {
    const message = accountNameMismatchMessage(account.accountName, input.name);
    throw new DomainError(422, ErrorCode.accountNameMismatch, message, { accountNumber: [message] });
  }
  const values = {
    kind: input.kind,
    name: input.name,
    state: input.kind === 'state_irs' ? input.state : null,
    pfaId: input.kind === 'pfa' ? input.pfaId : null,
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.remittance-party.update' : 'payroll.remittance-party.create',
    { type: 'remittance-party', ...(id ? { id } : {}) },
    async (tx) => {
      if (id) await q.updateRemittanceParty(tx, companyId, id, values);
      const savedId = id ?? (await q.insertRemittanceParty(tx, { companyId, ...values })).id;
      return {
        id: savedId,
        metadata: {
          kind: values.kind,
          name: values.name,
          bankCode: values.bankCode,
          accountName: values.accountName,
          ...(accepted ? { accountNameMismatchAccepted: true } : {}),
        },
      };
    },
  );
  return getRemittanceParty(deps.db, companyId, saved.id);
}
