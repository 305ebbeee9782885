// POST …/people/employees/messages: an email or SMS to the selected employees through the outbox; each employee
// succeeds or fails on its own and the answer counts both.
import { bulkResultResponse, type EmployeeMessageRequest, PEOPLE_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useMessageEmployeesMutation = () =>
  usePeopleMutation(
    async (body: EmployeeMessageRequest) =>
      parseResponse(bulkResultResponse, await request({ method: 'POST', path: PEOPLE_PATHS.message, body }))
        .data,
  );
