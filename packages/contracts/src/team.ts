// Team management, custom roles and administrators (spec §2.3 Settings, §6): members and invites, role changes,
// deactivation, custom roles built from the permission catalogue, administrators of the main account with their
// assigned businesses, ownership transfer, and accepting an invitation (/admin/verify/...).
import { z } from 'zod';
import { email, code as oneTimeCode, phoneNumber } from './auth.ts';
import { USER_TYPES } from './constants.ts';
import { page, pageQuery, success } from './envelope.ts';
import { isPermission } from './permissions.ts';

export const MEMBER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The success message of every invitation and re-sent invitation (spec §8). */
export const INVITE_SENT_MESSAGE = 'Invite Sent';
/** The success message of assigning an administrator to businesses (spec §6, §8). */
export const ADMIN_ASSIGNED_MESSAGE = 'Admin assigned to business(es)';

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const entityId = (what: string) => z.string({ error: `${what} not found` }).uuid(`${what} not found`);

export const idParams = (what: string) => z.object({ id: entityId(what) });

// --- members -----------------------------------------------------------------------------------------

export const teamMember = z.object({
  _id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.enum(USER_TYPES),
  roleId: z.string().nullable(),
  /** The custom role's name; null for the built-in roles. */
  roleName: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  /** The business owner: nobody can deactivate, remove or demote them. */
  isOwner: z.boolean(),
  invitedAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const memberListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  role: z.enum(USER_TYPES).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;
export const memberListResponse = success(page(teamMember));
export const memberResponse = success(teamMember);

/** The role a member gets: administrator (employer-admin) or one of the business's custom roles. */
export const roleAssignment = z
  .object({
    role: z.enum(['employer-admin', 'custom'], { error: 'Choose a role' }),
    roleId: z.string().uuid('Choose a role').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'custom' && !v.roleId) {
      ctx.addIssue({ code: 'custom', path: ['roleId'], message: 'Choose a role' });
    }
  });
export type RoleAssignment = z.infer<typeof roleAssignment>;

const personFields = {
  email,
  firstName: trimmed('First name', 60),
  lastName: trimmed('Last name', 60),
  jobTitle: optionalText('Job title', 80),
  phoneNumber: phoneNumber.optional().or(z.literal('').transform(() => undefined)),
};

/** A person invited by email: new to Paydesk, or already holding an account. */
export const invitee = z.object(personFields);
export type Invitee = z.infer<typeof invitee>;

export const inviteMemberRequest = invitee.and(roleAssignment);
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;

export const changeRoleRequest = roleAssignment;
export const memberStatusRequest = z.object({
  status: z.enum(['active', 'disabled'], { error: "status must be 'active' or 'disabled'" }),
});
export type MemberStatusRequest = z.infer<typeof memberStatusRequest>;

// --- custom roles and the permission catalogue ---------------------------------------------------------

export const customRole = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomRole = z.infer<typeof customRole>;

/** Permissions chosen from the catalogue; an unknown key is a validation error naming it. */
export const permissionList = z
  .array(z.string({ error: 'Each permission must be a string' }), { error: 'Choose at least one permission' })
  .min(1, 'Choose at least one permission')
  .max(200, 'Too many permissions')
  .superRefine((keys, ctx) => {
    for (const key of keys) {
      if (!isPermission(key)) ctx.addIssue({ code: 'custom', message: `Unknown permission: ${key}` });
    }
  })
  .transform((keys) => [...new Set(keys)].sort());

export const roleRequest = z.object({
  name: trimmed('Role name', 60),
  description: optionalText('Description', 240),
  permissions: permissionList,
});
export type RoleRequest = z.infer<typeof roleRequest>;

export const roleListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const roleListResponse = success(page(customRole));
export const roleResponse = success(customRole);
export const rolePermissionsResponse = success(
  z.object({ roleId: z.string(), name: z.string(), permissions: z.array(z.string()) }),
);

export const permissionCatalogueResponse = success(
  z.object({
    groups: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        permissions: z.array(z.object({ key: z.string(), label: z.string() })),
      }),
    ),
    /** Every member has these whatever the role. */
    base: z.array(z.string()),
    /** Only the owner has these; a custom role cannot grant them. */
    ownerOnly: z.array(z.string()),
  }),
);

/** The signed-in member's role and effective permissions, read live (a custom role may change at any time). */
export const myAccessResponse = success(
  z.object({
    role: z.enum(USER_TYPES),
    roleId: z.string().nullable(),
    roleName: z.string().nullable(),
    permissions: z.array(z.string()),
  }),
);

// --- administrators ----------------------------------------------------------------------------------

export const assignedBusiness = z.object({ _id: z.string(), companyName: z.string() });

export const administrator = teamMember.extend({
  /** Businesses of the main account this administrator is limited to; empty means every business. */
  businesses: z.array(assignedBusiness),
  /** An administrator with assigned businesses signs in as an alias that sees only those. */
  alias: z.boolean(),
});
export type Administrator = z.infer<typeof administrator>;

export const adminListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export const adminListResponse = success(page(administrator));
export const adminResponse = success(administrator);

const businessIds = z
  .array(entityId('Business'), { error: 'businesses must be a list of business ids' })
  .max(500, 'Too many businesses')
  .transform((ids) => [...new Set(ids)]);

export const inviteAdminRequest = invitee.extend({ businesses: businessIds.optional() });
export type InviteAdminRequest = z.infer<typeof inviteAdminRequest>;

/** Name, job title and phone: editable while the invitation is pending; afterwards they belong to the person. */
export const updateAdminRequest = z.object({
  firstName: trimmed('First name', 60),
  lastName: trimmed('Last name', 60),
  jobTitle: optionalText('Job title', 80),
  phoneNumber: phoneNumber.optional().or(z.literal('').transform(() => undefined)),
});
export type UpdateAdminRequest = z.infer<typeof updateAdminRequest>;

export const assignBusinessesRequest = z.object({ businesses: businessIds });
export type AssignBusinessesRequest = z.infer<typeof assignBusinessesRequest>;

/** Ownership transfer, step 1: the owner types their password again; a code goes to their email. */
export const ownershipTransferStartRequest = z.object({
  memberId: entityId('Member'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export const ownershipTransferStartResponse = success(z.object({ email: z.string(), expiresAt: z.string() }));
/** Step 2: the password again and the emailed code; the member becomes the owner (employer). */
export const ownershipTransferConfirmRequest = ownershipTransferStartRequest.extend({ code: oneTimeCode });

// --- accepting an invitation (/admin/verify/{id}/{adminToken}) -----------------------------------------
// New people set a password with the invitation token instead (/create-your-password/{token} and
// /admin/verify/{adminToken}, through the auth module's member create-password call).

/** A person who already has a Paydesk account accepts an invitation to another business. */
export const acceptInviteRequest = z.object({
  id: entityId('Invitation'),
  token: z
    .string({ error: 'Invalid or expired link' })
    .min(16, 'Invalid or expired link')
    .max(200, 'Invalid or expired link'),
});
export const acceptInviteResponse = success(z.object({ email: z.string(), companyName: z.string() }));

export const TEAM_PATHS = {
  members: '/b2b/employer/team/members',
  invite: '/b2b/employer/team/members/invite',
  member: '/b2b/employer/team/members/:id',
  memberRole: '/b2b/employer/team/members/:id/role',
  memberStatus: '/b2b/employer/team/members/:id/status',
  memberResendInvite: '/b2b/employer/team/members/:id/resend-invite',
  roles: '/b2b/employer/team/roles',
  role: '/b2b/employer/team/roles/:id',
  rolePermissions: '/b2b/employer/team/roles/:id/permissions',
  permissions: '/b2b/employer/team/permissions',
  me: '/b2b/employer/team/me',
  admins: '/b2b/employer/admins',
  admin: '/b2b/employer/admins/:id',
  adminStatus: '/b2b/employer/admins/:id/status',
  adminResendInvite: '/b2b/employer/admins/:id/resend-invite',
  adminAssignBusinesses: '/b2b/employer/admins/:id/assign-business',
  ownershipTransferStart: '/b2b/employer/admins/transfer-ownership/start',
  ownershipTransferConfirm: '/b2b/employer/admins/transfer-ownership/confirm',
  acceptInvite: '/auth/member/accept-invite',
} as const;

/** Fills `:id` in one of the paths above. */
export const pathWithId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
