// One bill of a category: the wallet, the biller and its product (data bundle, meter type, plan with addons), the
// customer number — a meter or smartcard is looked up and its owner shown — and the amount where the customer
// chooses it; a summary with the fee before the PIN. Funds and limits refusals show under the amount, a wrong PIN
// in the PIN dialog; the biller's failure is toasted by spec §8's rule for the category.
import {
  Button,
  Checkbox,
  Loader,
  MultiSelect,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type ApprovalPending,
  BILL_CATEGORY,
  type BillCategory,
  type BillCategoryRecord,
  type BillPayment,
  ErrorCode,
} from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useBillers } from '../api/billers-query.ts';
import { usePurchaseBill } from '../api/purchase-bill-mutation.ts';
import { useCustomerCheck } from '../api/validate-customer-query.ts';
import { BILLS_TOASTS, BILLS_COPY as COPY } from '../copy.ts';
import { purchaseFailureToast } from '../logic/bill-toast.ts';
import { BillCustomerDetails } from './bill-customer-details.tsx';
import { BillOutcome } from './bill-outcome.tsx';
import { SavedNumberSelect } from './saved-number-select.tsx';

const AMOUNT_REFUSALS = new Set<string>([ErrorCode.insufficientFunds, ErrorCode.limitExceeded]);

export function BillPurchaseForm({ category }: { category: BillCategory }) {
  const kind: BillCategoryRecord = BILL_CATEGORY[category];
  const complete = kind.customerNumber.complete ?? kind.customerNumber.pattern;
  const wallets = useAccounts();
  const sources = (wallets.data?.accounts ?? []).filter((w) => w.status === 'active');
  const billers = useBillers(category);
  const [sourceId, setSourceId] = useState('');
  const [billerCode, setBillerCode] = useState('');
  const [productCode, setProductCode] = useState('');
  const [addonCodes, setAddonCodes] = useState<string[]>([]);
  const [customerNumber, setCustomerNumber] = useState('');
  const [amountText, setAmountText] = useState('');
  const [save, setSave] = useState(false);
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<'details' | 'summary' | 'pin'>('details');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<BillPayment | ApprovalPending | null>(null);
  const purchase = usePurchaseBill();

  const defaultSource = useDefaultSourceWalletId();
  const source = pickSource(sources, sourceId, defaultSource.data);
  const biller = billers.data?.find((b) => b.code === billerCode);
  const product =
    biller?.products.find((p) => p.code === productCode) ??
    (biller?.products.length === 1 ? biller.products[0] : undefined);
  const addons = (biller?.addons ?? []).filter((a) => addonCodes.includes(a.code));
  const number = customerNumber.trim();
  const check = useCustomerCheck({
    billerCode,
    productCode: product?.code ?? '',
    customerNumber: number,
    enabled: Boolean(biller?.validates && product && complete.test(number)),
  });
  const typed = parseNaira(amountText.trim());
  const amount =
    product?.price != null
      ? product.price + addons.reduce((s, a) => s + (a.price ?? 0), 0)
      : typed !== null && typed > 0
        ? typed
        : null;
  const fee = kind.fee;
  const errors = {
    biller: biller ? null : COPY.chooseBiller,
    product: product ? null : COPY.chooseProduct,
    customer: !complete.test(number)
      ? COPY.needsCustomer
      : biller?.validates && !check.customer
        ? (check.error ?? COPY.needsCustomer)
        : null,
    amount: amount === null ? COPY.amountError : null,
  };

  const reset = () => {
    setResult(null);
    setAmountText('');
    setCustomerNumber('');
    setTouched(false);
    setRefusal(null);
    setStep('details');
    purchase.reset();
  };

  const confirm = (pin: string) =>
    purchase.mutate(
      {
        category,
        billerCode,
        ...(product ? { productCode: product.code } : {}),
        ...(addonCodes.length ? { addonCodes } : {}),
        customerNumber: number,
        ...(product?.price == null && amount ? { amount } : {}),
        sourceWalletId: source?._id ?? '',
        ...(save ? { saveBeneficiary: true } : {}),
        pin,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep('details');
          if (!('reference' in answer)) return;
          const failure = purchaseFailureToast(category, answer);
          if (failure) showToast({ kind: 'error', message: failure });
          else if (answer.status === 'successful')
            showToast({ kind: 'success', message: BILLS_TOASTS.purchased });
        },
        onError: (error) => {
          const failure = toApiError(error);
          if (AMOUNT_REFUSALS.has(failure.code ?? '')) {
            setRefusal(failure.message);
            setStep('details');
          }
        },
      },
    );

  if (result) return <BillOutcome result={result} onAnother={reset} />;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="md">
        <NativeSelect
          label={COPY.source}
          data={sources.map((w) => ({ value: w._id, label: `${w.name} · ${formatMinorAsNaira(w.balance)}` }))}
          value={source?._id ?? ''}
          onChange={(e) => setSourceId(e.currentTarget.value)}
          description={source ? COPY.available(formatMinorAsNaira(source.balance)) : undefined}
          data-testid="bill-source"
        />
        <SavedNumberSelect
          category={category}
          billers={billers.data ?? []}
          onPick={(code, customer) => {
            if (code && code !== billerCode) {
              setBillerCode(code);
              setProductCode('');
              setAddonCodes([]);
            }
            setCustomerNumber(customer);
          }}
        />
        <Select
          label={kind.billerLabel}
          placeholder={COPY.chooseBiller}
          data={(billers.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
          value={billerCode || null}
          onChange={(code) => {
            setBillerCode(code ?? '');
            setProductCode('');
            setAddonCodes([]);
          }}
          searchable
          allowDeselect={false}
          error={touched ? errors.biller : null}
          data-testid="bill-biller"
        />
        {biller && biller.products.length > 1 && (
          <Select
            label={kind.productLabel}
            placeholder={COPY.chooseProduct}
            data={biller.products.map((p) => ({
              value: p.code,
              label:
                p.price == null
                  ? p.name
                  : `${p.name}${p.validity ? ` (${p.validity})` : ''} · ${formatMinorAsNaira(p.price)}`,
            }))}
            value={productCode || null}
            onChange={(code) => setProductCode(code ?? '')}
            searchable
            allowDeselect={false}
            error={touched ? errors.product : null}
            data-testid="bill-product"
          />
        )}
        {biller && biller.addons.length > 0 && (
          <MultiSelect
            label={COPY.addons}
            data={biller.addons.map((a) => ({
              value: a.code,
              label: `${a.name} · ${formatMinorAsNaira(a.price ?? 0)}`,
            }))}
            value={addonCodes}
            onChange={setAddonCodes}
            clearable
            data-testid="bill-addons"
          />
        )}
        <TextInput
          label={kind.customerNumber.label}
          inputMode="numeric"
          value={customerNumber}
          onChange={(e) => setCustomerNumber(e.currentTarget.value.replace(/\s/g, ''))}
          rightSection={check.checking ? <Loader size="xs" /> : null}
          error={(touched || check.error ? errors.customer : null) ?? null}
          data-testid="bill-customer-number"
        />
        {check.customer && <BillCustomerDetails customer={check.customer} />}
        {product?.price == null ? (
          <TextInput
            label={COPY.amount}
            inputMode="decimal"
            placeholder="0.00"
            value={amountText}
            onChange={(e) => {
              setAmountText(e.currentTarget.value);
              setRefusal(null);
            }}
            error={(touched ? errors.amount : null) ?? refusal}
            data-testid="bill-amount"
          />
        ) : (
          <Text size="sm" c={refusal ? 'red' : undefined} data-testid="bill-price">
            {refusal ?? `${COPY.total}: ${formatMinorAsNaira(amount ?? 0)}`}
          </Text>
        )}
        <Checkbox
          label={COPY.saveBeneficiary}
          checked={save}
          onChange={(e) => setSave(e.currentTarget.checked)}
        />
        <Button
          onClick={() => {
            setTouched(true);
            if (source && !Object.values(errors).some(Boolean)) setStep('summary');
          }}
          disabled={!source}
        >
          {COPY.continue}
        </Button>
      </Stack>
      <AppDialog opened={step === 'summary'} onClose={() => setStep('details')} title={COPY.summaryTitle}>
        <Stack gap="md">
          <Stack gap={4} data-testid="bill-summary">
            <Text size="sm">
              {[biller?.name, product?.name, ...addons.map((a) => a.name)].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              {kind.customerNumber.label}: <b>{number}</b>
              {check.customer ? ` · ${check.customer.customerName}` : ''}
            </Text>
            <Text size="sm">
              {COPY.source}: {source?.name}
            </Text>
            <Text size="sm">
              {COPY.fee}: {formatMinorAsNaira(fee)}
            </Text>
            <Text size="sm" fw={600}>
              {COPY.total}: {formatMinorAsNaira((amount ?? 0) + fee)}
            </Text>
          </Stack>
          <Button onClick={() => setStep('pin')}>{COPY.toPin}</Button>
        </Stack>
      </AppDialog>
      <PinDialog
        opened={step === 'pin'}
        what={COPY.what(formatMinorAsNaira((amount ?? 0) + fee))}
        busy={purchase.isPending}
        error={purchase.error && !refusal ? purchase.error : null}
        onConfirm={confirm}
        onClose={() => setStep('details')}
      />
    </Paper>
  );
}
