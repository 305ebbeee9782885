// The add-a-business steps (/account/add/company → user → preview), held in memory until the preview submits.
import {
  type AddSubAccountCompany,
  type AddSubAccountRequest,
  addSubAccountCompany,
  invitee,
} from '@paydesk/contracts';
import { z } from 'zod';
import { create } from 'zustand';

export const companyForm = addSubAccountCompany;

/** One flat form for both choices; the invitee's fields are checked only for 'other'. */
export const managerForm = z
  .object({
    type: z.enum(['self', 'other']),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string(),
    phoneNumber: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'other') return;
    const parsed = invitee.safeParse(value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type ManagerForm = z.infer<typeof managerForm>;

export const EMPTY_MANAGER: ManagerForm = {
  type: 'self',
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  phoneNumber: '',
};

export function toAddRequest(company: AddSubAccountCompany, manager: ManagerForm): AddSubAccountRequest {
  if (manager.type === 'self') return { company, manager: { type: 'self' } };
  return { company, manager: { type: 'other', ...invitee.parse(manager) } };
}

interface AddBusinessDraft {
  company: AddSubAccountCompany | null;
  manager: ManagerForm | null;
  saveCompany(company: AddSubAccountCompany): void;
  saveManager(manager: ManagerForm): void;
  reset(): void;
}

export const useAddBusinessDraft = create<AddBusinessDraft>()((set) => ({
  company: null,
  manager: null,
  saveCompany: (company) => set({ company }),
  saveManager: (manager) => set({ manager }),
  reset: () => set({ company: null, manager: null }),
}));
