// What Paydesk asks of a banking rail: account name enquiry (NIP). Payments add transfers to this interface later;
// real adapters and the sandbox implement it, and nothing else knows which is in use.

export interface NameEnquiry {
  /** NIP institution code. */
  bankCode: string;
  accountNumber: string;
  /**
   * The name the caller expects. A real rail ignores it (the caller always compares the answer itself); the sandbox
   * answers it so demo and test accounts match unless a test account says otherwise.
   */
  expectedName?: string;
}

export interface BankingProvider {
  /** The account's name at the bank, or null when the account does not exist. Throws ProviderUnavailable on failure. */
  nameEnquiry(request: NameEnquiry): Promise<{ accountName: string } | null>;
}
