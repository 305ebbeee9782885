// A saved bill beneficiary of the category (spec §2.3 beneficiaries airtime-and-data, electricity, cable-tv): picking
// one fills the biller and the customer number. Hidden while there are none.
import { Select } from '@mantine/core';
import { BILL_CATEGORY, type BillCategory, type Biller } from '@paydesk/contracts';
import { useBeneficiaries } from '../../api/beneficiaries-query.ts';
import { BILLS_COPY as COPY } from '../copy.ts';

/** A number saved from airtime names the network's airtime code ('mtn'), one saved from data its data code ('mtn-data'). */
const billerFor = (billers: Biller[], saved: string) =>
  billers.find((b) => b.code === saved || b.code === `${saved}-data` || `${b.code}-data` === saved)?.code;

export function SavedNumberSelect({
  category,
  billers,
  onPick,
}: {
  category: BillCategory;
  billers: Biller[];
  onPick: (billerCode: string | undefined, customerNumber: string) => void;
}) {
  const saved = useBeneficiaries(BILL_CATEGORY[category].beneficiaryType, { page: 1 }, 100);
  const docs = saved.data?.docs ?? [];
  if (docs.length === 0) return null;
  return (
    <Select
      label={COPY.saved}
      placeholder={COPY.savedPlaceholder}
      data={docs.map((b) => ({
        value: b._id,
        label: `${b.nickname ?? b.accountName} · ${b.accountNumber} · ${b.bankName ?? b.bankCode}`,
      }))}
      value={null}
      onChange={(id) => {
        const pick = docs.find((b) => b._id === id);
        if (pick) onPick(billerFor(billers, pick.bankCode), pick.accountNumber);
      }}
      searchable
      data-testid="bill-saved"
    />
  );
}
