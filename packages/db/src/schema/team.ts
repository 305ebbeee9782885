// Custom roles with chosen permissions, and which businesses an administrator of the main account may act in.
import { foreignKey, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies, companyMembers } from './companies.ts';

export const roles = pgTable(
  'roles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('roles_name_key').on(t.companyId, t.name),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    companyId: uuid('company_id').notNull(),
    roleId: uuid('role_id').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roleId, t.permission] }),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * An administrator (employer-admin member of a main account) assigned to some of its businesses: such an
 * "alias" login sees only those (its employerList).
 */
export const adminBusinessAssignments = pgTable(
  'admin_business_assignments',
  {
    companyId: uuid('company_id').notNull(),
    memberId: uuid('member_id').notNull(),
    assignedCompanyId: uuid('assigned_company_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.memberId, t.assignedCompanyId] }),
    foreignKey({
      columns: [t.companyId, t.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
  ],
);
