// Virtual account numbers in the CBN NUBAN format: a 9-digit serial and a check digit computed over the bank code
// and the serial with the weights 3, 7, 3 (repeated), so a mistyped digit is caught before money moves.

const WEIGHTS = [3, 7, 3];

/** The bank code as the 6-digit form the revised NUBAN uses: 3-digit bank codes are prefixed with 000. */
function sixDigitCode(bankCode: string): string {
  if (!/^\d{3}(\d{3})?$/.test(bankCode)) throw new RangeError('a bank code is 3 or 6 digits');
  return bankCode.padStart(6, '0');
}

export function nubanCheckDigit(bankCode: string, serial: string): number {
  if (!/^\d{9}$/.test(serial)) throw new RangeError('a NUBAN serial is 9 digits');
  const digits = `${sixDigitCode(bankCode)}${serial}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * WEIGHTS[i % 3]!;
  return (10 - (sum % 10)) % 10;
}

export function makeNuban(bankCode: string, serial: number | string): string {
  const digits = String(serial).padStart(9, '0');
  return `${digits}${nubanCheckDigit(bankCode, digits)}`;
}

export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}
