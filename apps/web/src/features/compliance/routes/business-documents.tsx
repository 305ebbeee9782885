// Registered flow, step 2: the CAC certificate, memorandum and articles, and proof of address.
import { Button, Group, Stack } from '@mantine/core';
import { DOCUMENT_KINDS } from '@paydesk/contracts';
import { Link } from 'react-router';
import { CompliancePage } from '../components/compliance-page.tsx';
import { DocumentDropzone } from '../components/document-dropzone.tsx';
import { FlowStep } from '../components/flow-step.tsx';
import { COMPLIANCE_COPY, STEP_DESCRIPTIONS } from '../copy.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <FlowStep flow="registered">
      {(progress) => (
        <CompliancePage
          title="Business documents"
          description={`${STEP_DESCRIPTIONS['business-documents']} ${COMPLIANCE_COPY.documentsHint}`}
          back={{ to: COMPLIANCE_ROUTES.registered, label: COMPLIANCE_COPY.back }}
        >
          <Stack gap="md">
            {DOCUMENT_KINDS.map((kind) => (
              <DocumentDropzone
                key={kind}
                kind={kind}
                current={progress.documents.find((d) => d.kind === kind)}
              />
            ))}
          </Stack>
          <Group justify="space-between">
            <Button component={Link} to={COMPLIANCE_ROUTES.registered} variant="default">
              {COMPLIANCE_COPY.back}
            </Button>
            <Button
              component={Link}
              to={COMPLIANCE_ROUTES.directorsInformation}
              disabled={!progress.completedSteps.includes('business-documents')}
            >
              Continue to directors
            </Button>
          </Group>
        </CompliancePage>
      )}
    </FlowStep>
  );
}
