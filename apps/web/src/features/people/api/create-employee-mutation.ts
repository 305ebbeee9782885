// POST …/people/employees: one new employee; the answer is the stored employee (with the bank's name check).
import { type CreateEmployeeRequest, employeeResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePeopleMutation } from './use-people-mutation.ts';

export const useCreateEmployeeMutation = () =>
  usePeopleMutation(
    async (body: CreateEmployeeRequest) =>
      parseResponse(employeeResponse, await request({ method: 'POST', path: PEOPLE_PATHS.employees, body }))
        .data,
  );
