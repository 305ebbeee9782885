// One line for a workflow's conditions and one for its stages, as the list shows them.
import type { ApprovalWorkflow } from '@paydesk/contracts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { WORKFLOWS_COPY as COPY } from '../copy.ts';

export function conditionsText(
  conditions: ApprovalWorkflow['conditions'],
  walletName: (id: string) => string | undefined,
): string {
  const { minAmountKobo: min, maxAmountKobo: max, sourceWalletId } = conditions;
  const amount =
    min !== null && max !== null
      ? COPY.between(formatMinorAsNaira(min), formatMinorAsNaira(max))
      : min !== null
        ? COPY.from(formatMinorAsNaira(min))
        : max !== null
          ? COPY.upToFirst(formatMinorAsNaira(max))
          : COPY.anyAmount;
  const wallet = sourceWalletId
    ? COPY.fromWallet(walletName(sourceWalletId) ?? COPY.anyWallet)
    : COPY.anyWallet;
  return `${amount}, ${wallet}`;
}

const ruleText = (stage: ApprovalWorkflow['stages'][number]) =>
  stage.rule === 'any' ? 'any 1' : stage.rule === 'all' ? 'all' : `${stage.n ?? 1}`;

/** "2 stages: any 1 → all" */
export const stagesText = (stages: ApprovalWorkflow['stages']) =>
  `${COPY.stageCount(stages.length)}: ${[...stages]
    .sort((a, b) => a.position - b.position)
    .map(ruleText)
    .join(' → ')}`;
