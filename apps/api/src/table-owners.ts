// Which module owns each table (issue 27, "walls down to the tables"): the owner reads and writes it; another module
// goes through the owner's face. `platform` is the shared machinery outside modules/ (platform/, lib/, providers/).
// The boundary test reads this list: every table of @paydesk/db has one owner, and a module importing a table it does
// not own, or naming it in SQL text (`from companies`, `join ledger_accounts`), must be listed in TABLE_CROSSINGS
// below, which only shrinks (an entry no longer true fails the test too).
export const TABLE_OWNERS = {
  approvals: [
    'approvalComments',
    'approvalDecisions',
    'approvalLinks',
    'approvalRequests',
    'approvalWorkflowStages',
    'approvalWorkflows',
  ],
  auth: [
    'authSessions',
    'emailVerifications',
    'loginChallenges',
    'passwordResets',
    'passwordTokens',
    'refreshTokens',
    'users',
  ],
  banks: ['financialInstitutions', 'pensionFundAdministrators'],
  businesses: ['companies'],
  compliance: ['complianceDocuments', 'complianceSubmissions', 'directors', 'phoneVerifications'],
  'compliance-calendar': ['complianceReminders'],
  'dev-mailbox': ['devMailbox'],
  integrations: ['apiKeys'],
  ledger: ['journalEntries', 'ledgerAccounts', 'postings', 'reconciliationRuns', 'walletTransactions'],
  'on-demand': [
    'onDemandApprovalLinks',
    'onDemandGroupRules',
    'onDemandNotePayments',
    'onDemandPaymentNotes',
    'onDemandRecoveries',
    'onDemandRequests',
    'onDemandRules',
    'onDemandSettings',
  ],
  ops: ['operatorLoginChallenges', 'operatorSessions', 'operators', 'supportLinks'],
  payments: [
    'beneficiaries',
    'billBatchLines',
    'billBatches',
    'billPayments',
    'paymentCodes',
    'recurringTransferRuns',
    'recurringTransfers',
    'transferBatchLines',
    'transferBatches',
    'transferFeeBands',
    'transfers',
  ],
  payroll: [
    'employeePayslipPasswords',
    'payrollAnnualReturnFilings',
    'payrollAutoRuns',
    'payrollRemittanceReceipts',
    'payrollRemittances',
    'payrollRunChanges',
    'payrollRunLines',
    'payrollRuns',
    'payrollSettings',
    'payrollWarningAcknowledgements',
  ],
  'payroll-setup': [
    'allowancesAndBonuses',
    'benefitsInKind',
    'businessHolidays',
    'payGroupAllowances',
    'payGroupBenefits',
    'payGroupEmployees',
    'payGroups',
    'paySchedules',
    'payStructureVersions',
    'payStructures',
    'publicHolidays',
    'remittanceParties',
  ],
  people: ['employeeCounts', 'employeeGroupMembers', 'employeeGroups', 'employeeUploads', 'employees'],
  platform: [
    'auditChainCheckpoints',
    'auditChainHeads',
    'auditEvents',
    'authThrottles',
    'idempotencyKeys',
    'messageOutbox',
    'notifications',
    'rateLimitWindows',
    'sandboxBankTransfers',
    'sandboxFundingPayments',
    'storedFiles',
  ],
  settings: ['memberPreferences', 'phoneChanges'],
  settlements: ['settlementAccounts', 'sweepRules', 'sweeps'],
  staff: ['staffInvitations', 'staffLoginCodes', 'staffRefreshTokens', 'staffSessions'],
  team: ['adminBusinessAssignments', 'companyMembers', 'rolePermissions', 'roles'],
  trade: ['tradeAdvances', 'tradeRepayments'],
  wallets: [
    'creditRequests',
    'fundingRequests',
    'statementRequests',
    'transactionLimits',
    'transactionPinCodes',
    'transactionPins',
    'walletDailyDebits',
    'walletMonthlyRollups',
    'yieldAccruals',
    'yieldEnrolments',
  ],
  webhooks: ['webhookDeliveries', 'webhookEndpoints', 'webhookEvents'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The module → table crossings of a wall that remain, each to move behind the owner's face: none now, and the list
 * only shrinks. One list for both ways a module reaches a table, importing it or naming it in SQL text; the test
 * names the files and the way (`… (SQL text: from employees)`). A hot read of a module joins the owner's join source
 * or SQL text (people's `employeesOf`); a module that cannot import the owner's face without a module cycle takes a
 * port wired by module-context.ts instead (auth's `membershipDirectory` onto team's and businesses' tables)
 * (docs/architecture-api.md, rule 11).
 */
export const TABLE_CROSSINGS: Record<string, readonly string[]> = {};
