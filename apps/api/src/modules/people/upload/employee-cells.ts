// What Excel users type, read as the add-employee request expects it: a bank by name, alias, CBN code or NIP code;
// a PFA by name; dates as dd/mm/yyyy; and the leading 0 a spreadsheet drops from account and phone numbers put back
// when the length says so. Each change is noted for the preview; what cannot be read is an error naming the field.
import { findBankByName, isCalendarDate, normaliseBankName } from '@paydesk/contracts';

export interface DirectoryBank {
  institutionCode: string;
  institutionName: string;
  v1InstitutionCode: string | null;
  v1InstitutionShortName: string | null;
}

export interface DirectoryPfa {
  id: number;
  name: string;
  pencomCode: string | null;
}

/** The reference lists a file's banks and PFAs are read against (loaded once per file). */
export interface UploadDirectory {
  banks: readonly DirectoryBank[];
  pfas: readonly DirectoryPfa[];
}

/** A cell read: the value to use, or the reason it cannot be; with a note when it was changed. */
export type Read<T> = { value: T; note?: string } | { error: string };

const TEMPLATE_LISTS = 'the Banks and PFAs sheet of the XLSX template';

/** A 10-digit account number that lost its leading 0 (9 digits) gets it back. */
export function readAccountNumber(text: string): Read<string> {
  const digits = text.replace(/\s/g, '');
  if (/^\d{9}$/.test(digits))
    return { value: `0${digits}`, note: `Leading 0 restored: ${digits} is read as 0${digits}` };
  return { value: digits };
}

/** A Nigerian mobile number that lost its leading 0 (10 digits starting 70, 80, 81, 90, 91…) gets it back. */
export function readPhoneNumber(text: string): Read<string> {
  const compact = text.replace(/[\s-]/g, '');
  if (/^[789][01]\d{8}$/.test(compact))
    return { value: `0${compact}`, note: `Leading 0 restored: ${compact} is read as 0${compact}` };
  return { value: compact };
}

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A date as 31/01/2026 (day first, as Nigeria writes it), 2026-01-31, or an Excel date cell (read as the latter). */
export function readDate(text: string, label: string): Read<string> {
  const dmy = DAY_MONTH_YEAR.exec(text);
  const iso = ISO_DATE.exec(text);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return { error: `${label} must be a date like 31/01/2026 or 2026-01-31` };
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isCalendarDate(value)) return { error: `${label} ${text} is not a day of the calendar` };
  return { value };
}

/**
 * A bank by its NIP code (000013), its CBN code (058), its official name, short name or alias (case aside). A code
 * that lost its leading zeros (58) is read when it can stand for one bank only.
 */
export function readBank(text: string, banks: readonly DirectoryBank[]): Read<DirectoryBank> {
  if (/^\d+$/.test(text)) {
    const byNip = banks.find((b) => b.institutionCode === text);
    if (byNip) return { value: byNip };
    const byCbn = banks.find((b) => b.v1InstitutionCode === text);
    if (byCbn) return { value: byCbn, note: `Bank code ${text} is ${byCbn.institutionName}` };
    const padded = [
      text.length < 3 ? banks.find((b) => b.v1InstitutionCode === text.padStart(3, '0')) : undefined,
      text.length < 6 ? banks.find((b) => b.institutionCode === text.padStart(6, '0')) : undefined,
    ].filter((b) => b !== undefined);
    if (padded.length === 1) {
      const bank = padded[0]!;
      return { value: bank, note: `Leading 0 restored: bank code ${text} is ${bank.institutionName}` };
    }
    if (padded.length > 1)
      return {
        error: `Bank code ${text} could be ${padded.map((b) => b.institutionName).join(' or ')}; write the bank's name instead`,
      };
    return {
      error: `Bank code ${text} is not in the bank list; use a bank name or code from ${TEMPLATE_LISTS}`,
    };
  }
  const byName = findBankByName(banks, text);
  // A name other than the official one is noted, so the member sees which bank "Access" or "GTCO" became.
  if (byName && normaliseBankName(text) === normaliseBankName(byName.institutionName))
    return { value: byName };
  if (byName) return { value: byName, note: `Bank "${text}" is ${byName.institutionName}` };
  return { error: `Bank "${text}" is not in the bank list; use a bank name or code from ${TEMPLATE_LISTS}` };
}

/** A PFA by its name (case aside; a part of the name that only one PFA has will do), its PenCom code or its id. */
export function readPfa(text: string, pfas: readonly DirectoryPfa[]): Read<DirectoryPfa> {
  if (/^\d+$/.test(text)) {
    const found = pfas.find((p) => String(p.id) === text) ?? pfas.find((p) => p.pencomCode === text);
    if (found) return { value: found, note: `PFA ${text} is ${found.name}` };
    return {
      error: `Pension fund administrator ${text} is not in the PFA list; use a name from ${TEMPLATE_LISTS}`,
    };
  }
  const wanted = normaliseBankName(text);
  const exact = pfas.find((p) => normaliseBankName(p.name) === wanted);
  if (exact) return { value: exact };
  const partial = wanted ? pfas.filter((p) => normaliseBankName(p.name).includes(wanted)) : [];
  if (partial.length === 1) return { value: partial[0]!, note: `PFA "${text}" is ${partial[0]!.name}` };
  if (partial.length > 1)
    return {
      error: `Pension fund administrator "${text}" could be ${partial.map((p) => p.name).join(' or ')}; write the full name`,
    };
  return {
    error: `Pension fund administrator "${text}" is not in the PFA list; use a name from ${TEMPLATE_LISTS}`,
  };
}
