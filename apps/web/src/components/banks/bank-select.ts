// What every bank picker gives its Select: the directory as options (official names, HTML entities undone) and a
// search that matches an official name, a short name or a common name ("OPay" finds PAYCOM, "GTCO" GTBANK PLC).
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { type Bank, bankMatchesSearch } from '@paydesk/contracts';
import { unescapeHtml } from '../../lib/format/text.ts';

export interface BankOption extends ComboboxItem {
  /** The names a search matches: official, short and common. */
  bank: Pick<Bank, 'institutionCode' | 'institutionName' | 'v1InstitutionShortName'>;
}

export const bankOptions = (banks: readonly Bank[] | undefined): BankOption[] =>
  (banks ?? []).map((bank) => ({
    value: bank.institutionCode,
    label: unescapeHtml(bank.institutionName),
    bank: {
      institutionCode: bank.institutionCode,
      institutionName: unescapeHtml(bank.institutionName),
      v1InstitutionShortName: bank.v1InstitutionShortName,
    },
  }));

/** Mantine's option filter for bank options: the official name and the aliases are searched together. */
export const bankFilter: OptionsFilter = ({ options, search, limit }) => {
  const found: ComboboxParsedItem[] = [];
  for (const item of options) {
    if (found.length >= limit) break;
    if (!('value' in item)) continue;
    const bank = (item as Partial<BankOption>).bank ?? {
      institutionCode: item.value,
      institutionName: item.label,
    };
    if (bankMatchesSearch(bank, search)) found.push(item);
  }
  return found;
};

/** The official name of the bank with this CBN/NIP code (HTML entities undone), or null when the directory lacks it. */
const bankNameOf = (banks: readonly Bank[] | undefined, code: string): string | null => {
  const bank = banks?.find((b) => b.institutionCode === code || b.v1InstitutionCode === code);
  return bank ? unescapeHtml(bank.institutionName) : null;
};

/** How a confirmation names a recipient's bank: the name it came with, else the directory's, else its code. */
export const bankLabel = (banks: readonly Bank[] | undefined, code: string, known?: string | null): string =>
  known ?? bankNameOf(banks, code) ?? code;
