// Uploads (or replaces) one verification document as multipart form data.
import { COMPLIANCE_PATHS, complianceDocumentResponse, type DocumentKind } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceCall } from './compliance-request.ts';
import { complianceKeys } from './keys.ts';

export function useUploadDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return complianceCall('PUT', COMPLIANCE_PATHS.document(kind), complianceDocumentResponse, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.progress() }),
  });
}
