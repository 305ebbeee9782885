// Why a name enquiry failed, in the words the user should read: the field error ("No account found with this number
// at this bank") rather than the envelope's generic "Validation Errors", else a 4xx's message, else spec §8's
// 'Error Validating Account Details'. The beneficiary dialog and the employee form say it the same way.
import { ACCOUNT_VALIDATION_FAILED_MESSAGE } from '@paydesk/contracts';
import { toApiError } from '../../lib/api/api-error.ts';

export function nameEnquiryFailure(error: unknown): string {
  if (!error) return ACCOUNT_VALIDATION_FAILED_MESSAGE;
  const failure = toApiError(error);
  return (
    failure.fieldErrors?.accountNumber?.[0] ??
    failure.fieldErrors?.bankCode?.[0] ??
    (failure.status && failure.status < 500 ? failure.message : null) ??
    ACCOUNT_VALIDATION_FAILED_MESSAGE
  );
}
