// A row of an employee file as the add-employee request would carry it: blanks left out, naira to kobo, yes/no to
// true/false, and the cells Excel users type read by employee-cells (banks and PFAs by name, day-first dates, lost
// leading zeros). Changes land in the row's notes, unreadable cells in its errors.
import type { EmployeeUploadRow } from '@paydesk/contracts';
import {
  type Read,
  readAccountNumber,
  readBank,
  readDate,
  readPfa,
  readPhoneNumber,
  type UploadDirectory,
} from './employee-cells.ts';

const nairaToKobo = (text: string): number | string => {
  const plain = text.replace(/[,₦\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return text;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const yesNo = (text: string): boolean | string => {
  const v = text.toLowerCase();
  if (v === '' || v === 'no' || v === 'false' || v === '0') return false;
  if (v === 'yes' || v === 'true' || v === '1') return true;
  return text;
};

export function addMessage(messages: Record<string, string[]>, column: string, message: string) {
  const list = messages[column] ?? [];
  if (!list.includes(message)) list.push(message);
  messages[column] = list;
}

/**
 * The request of a row. `row.values` keep what the file says, with a restored leading 0 put back (the preview shows
 * the number that will be used); bank and PFA cells keep the words typed and their note names what they were read as.
 */
export function toRequest(
  row: Pick<EmployeeUploadRow, 'values' | 'errors' | 'notes'>,
  directory: UploadDirectory,
): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  const take = <T>(column: string, read: Read<T>, use: (value: T) => unknown) => {
    if ('error' in read) {
      addMessage(row.errors, column, read.error);
      return;
    }
    if (read.note) addMessage(row.notes, column, read.note);
    request[column] = use(read.value);
  };
  for (const [column, text] of Object.entries(row.values)) {
    if (text === '') continue;
    if (column === 'grossPayNaira') request.grossPay = nairaToKobo(text);
    else if (column === 'annualRentNaira') request.annualRent = nairaToKobo(text);
    else if (column === 'nhf') request.nhf = yesNo(text);
    else if (column === 'employmentDate') take(column, readDate(text, 'Employment date'), (date) => date);
    else if (column === 'bankCode') take(column, readBank(text, directory.banks), (b) => b.institutionCode);
    else if (column === 'pfaId') take(column, readPfa(text, directory.pfas), (pfa) => pfa.id);
    else if (column === 'accountNumber' || column === 'phoneNumber') {
      const read = column === 'accountNumber' ? readAccountNumber(text) : readPhoneNumber(text);
      take(column, read, (value) => {
        row.values[column] = value;
        return value;
      });
    } else request[column] = text;
  }
  return request;
}
