// Issue 29: the invite dialog offers Viewer, Approver, Payroll officer and Finance manager beside Administrator. A
// preset becomes an ordinary custom role of the business the first time it is chosen (POST /team/roles), and its
// holder can do what the job needs and no more.
import {
  APPROVAL_PATHS,
  BASE_PERMISSIONS,
  DASHBOARD_PATHS,
  EMPLOYER_ADMIN_EXCLUDED,
  myAccessResponse,
  PAYROLL_RUN_PATHS,
  PEOPLE_PATHS,
  ROLE_PRESETS,
  roleListResponse,
  roleResponse,
  TEAM_PATHS,
  WALLET_PATHS,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addMember, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let ownerToken: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Ikeja Foods' });
  ownerToken = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const preset = (key: string) => ROLE_PRESETS.find((p) => p.key === key)!;

/** Creates the preset's role once, as the web does on first use, gives it to a new member and signs them in. */
const created = new Map<string, string>();
async function holderOf(key: string) {
  const roleId = created.get(key) ?? (await createPresetRole(key));
  created.set(key, roleId);
  const member = await addMember(t, owner.companyId, { roleId });
  const token = (await signIn(t, member)).token;
  return { roleId, token };
}

async function createPresetRole(key: string) {
  const { name, description, permissions } = preset(key);
  const role = await t.api.send(
    'POST',
    api(TEAM_PATHS.roles),
    { name, description, permissions },
    { token: ownerToken, schema: roleResponse },
  );
  expect(role.status).toBe(201);
  return role.data._id;
}

const status = async (token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  (await t.api.send(method, api(path), body, { token })).status;

describe('role presets', () => {
  it('offers the four presets, each with known permissions and nothing owner-only or team-managing', () => {
    expect(ROLE_PRESETS.map((p) => p.name)).toEqual([
      'Viewer',
      'Approver',
      'Payroll officer',
      'Finance manager',
    ]);
    for (const p of ROLE_PRESETS) {
      expect(p.permissions.length).toBeGreaterThan(0);
      for (const permission of p.permissions) {
        expect(EMPLOYER_ADMIN_EXCLUDED).not.toContain(permission);
        expect(permission.startsWith('settings.')).toBe(false);
      }
    }
    // Seeing is apart from doing: only the Viewer preset is read-only, and no preset both prepares and approves pay.
    expect(preset('viewer').permissions.every((p) => p.endsWith('.view'))).toBe(true);
    for (const p of ROLE_PRESETS) {
      const has = (k: string) => (p.permissions as readonly string[]).includes(k);
      expect(has('payroll.manage') && (has('payroll.approve') || has('payroll.pay'))).toBe(false);
    }
  });

  it.each(ROLE_PRESETS.map((p) => [p.name, p.key]))(
    '%s: its holder has exactly its permissions (and the base ones)',
    async (_name, key) => {
      const { token } = await holderOf(key);
      const me = await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token });
      expect(me.data.role).toBe('custom');
      expect(me.data.roleName).toBe(preset(key).name);
      expect(me.data.permissions).toEqual(
        [...new Set([...BASE_PERMISSIONS, ...preset(key).permissions])].sort(),
      );
    },
  );

  it('Viewer reads balances, people and payroll, and cannot invite, create roles or add employees', async () => {
    const { token } = await holderOf('viewer');
    expect(await status(token, 'GET', DASHBOARD_PATHS.walletBalance)).toBe(200);
    expect(await status(token, 'GET', PEOPLE_PATHS.employees)).toBe(200);
    expect(await status(token, 'GET', PAYROLL_RUN_PATHS.runs)).toBe(200);
    expect(await status(token, 'GET', TEAM_PATHS.members)).toBe(403);
    expect(await status(token, 'POST', TEAM_PATHS.roles, { name: 'X', permissions: ['payroll.view'] })).toBe(
      403,
    );
    expect(await status(token, 'POST', PEOPLE_PATHS.employees, {})).toBe(403);
  });

  it('Approver sees approval requests and cannot see employees', async () => {
    const { token } = await holderOf('approver');
    expect(await status(token, 'GET', APPROVAL_PATHS.requests)).toBe(200);
    expect(await status(token, 'GET', PEOPLE_PATHS.employees)).toBe(403);
  });

  it('Payroll officer keeps employees and payrolls and cannot see wallets', async () => {
    const { token } = await holderOf('payroll-officer');
    expect(await status(token, 'GET', PEOPLE_PATHS.employees)).toBe(200);
    expect(await status(token, 'GET', PAYROLL_RUN_PATHS.runs)).toBe(200);
    expect(await status(token, 'GET', WALLET_PATHS.accounts)).toBe(403);
    expect(await status(token, 'GET', APPROVAL_PATHS.requests)).toBe(403);
  });

  it('Finance manager sees wallets and cannot see employees or the team', async () => {
    const { token } = await holderOf('finance-manager');
    expect(await status(token, 'GET', WALLET_PATHS.accounts)).toBe(200);
    expect(await status(token, 'GET', PEOPLE_PATHS.employees)).toBe(403);
    expect(await status(token, 'GET', TEAM_PATHS.members)).toBe(403);
  });

  it('a preset role is an ordinary role: the owner can rename it and change its permissions', async () => {
    // Created once per business: the Viewer role made by the tests above is the one to edit.
    const list = await t.api.get(api(`${TEAM_PATHS.roles}?search=Viewer`), {
      token: ownerToken,
      schema: roleListResponse,
    });
    const roleId = list.data.docs[0]!._id;
    const edited = await t.api.send(
      'PUT',
      api(withId(TEAM_PATHS.role, roleId)),
      { name: 'Auditor', permissions: [...preset('viewer').permissions, 'audit-logs.view'] },
      { token: ownerToken, schema: roleResponse },
    );
    expect(edited.status).toBe(200);
    expect(edited.data.name).toBe('Auditor');
    expect(edited.data.permissions).toContain('audit-logs.view');
  });
});
