// Loads the verification progress for a step page of one flow. A business on the other flow goes back to choosing
// its type; a submitted one sees its status instead of a form it may no longer change.
import { Alert, Center, Loader } from '@mantine/core';
import type { BusinessType, ComplianceProgress } from '@paydesk/contracts';
import { Navigate } from 'react-router';
import { useProgress } from '../api/progress-query.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

export type Flow = 'registered' | 'freelance';
const FLOW_TYPE: Record<Flow, BusinessType> = {
  registered: 'registered business',
  freelance: 'freelance business (not registered)',
};

export function FlowStep({
  flow,
  allowLocked = false,
  children,
}: {
  flow: Flow;
  /** The flow's progress page stays open after submission, read-only. */
  allowLocked?: boolean;
  children: (progress: ComplianceProgress) => React.ReactNode;
}) {
  const { data, isPending, isError, error } = useProgress();
  if (isPending)
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  if (isError) return <Alert color="red">{error.message}</Alert>;
  if (data.businessType !== FLOW_TYPE[flow])
    return <Navigate to={COMPLIANCE_ROUTES.selectBusinessType} replace />;
  if (!data.canEdit && !allowLocked) return <Navigate to={COMPLIANCE_ROUTES.status} replace />;
  return children(data);
}
