// The customer a meter or smartcard number belongs to, as the biller answered: name, and the meter's address or
// the smartcard's current plan.
import { Stack, Text } from '@mantine/core';
import type { BillCustomer } from '@paydesk/contracts';
import { BILLS_COPY as COPY } from '../copy.ts';

export function BillCustomerDetails({ customer }: { customer: BillCustomer }) {
  return (
    <Stack gap={2} data-testid="bill-customer">
      <Text size="sm">
        {COPY.customer}: <b>{customer.customerName}</b>
      </Text>
      {customer.address && (
        <Text size="sm" c="dimmed">
          {COPY.address}: {customer.address}
        </Text>
      )}
      {customer.currentPlan && (
        <Text size="sm" c="dimmed">
          {COPY.currentPlan}: {customer.currentPlan}
        </Text>
      )}
    </Stack>
  );
}
