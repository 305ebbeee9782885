// The rent a few of the demo's employees declared (NTA 2025 rent relief), each with its tenancy agreement uploaded
// through the employee form's own code (a rent relief without its document blocks a payroll). Runs once: a
// business with an employee's rent declared is left alone.
import type { Database } from '@paydesk/db';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { DemoBusiness } from '../../platform/modules/define-module.ts';
import { setEmployeeAnnualRent } from './annual-rent.queries.ts';
import * as demoQ from './demo-people.queries.ts';
import { uploadRentDocument } from './rent-document.service.ts';

// biome-ignore format: a table
const RENTS: [staffId: string, annualNaira: number, landlord: string][] = [
  ['ADF-001', 2_400_000, 'Mrs F. Adebayo, 12 Allen Avenue, Ikeja'],
  ['ADF-008', 1_800_000, 'Chief O. Nwankwo, 5 Bode Thomas Street, Surulere'],
  ['ADF-009', 1_500_000, 'Kemi Estates Ltd, 3 Admiralty Way, Lekki'],
];

const tenancyPdf = (landlord: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% Tenancy agreement: ${landlord}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

export async function seedDemoRent(db: Database, files: FilesStore, business: DemoBusiness): Promise<void> {
  const { companyId } = business;
  const staff = await demoQ.employeesOfStaffIds(
    db,
    companyId,
    RENTS.map(([staffId]) => staffId),
  );
  if (staff.length === 0 || staff.some((e) => e.annualRent !== null)) return;
  const caller = {
    auth: {
      userId: business.userId,
      sessionId: '00000000-0000-0000-0000-000000000000',
      companyId,
      memberId: business.memberId,
      role: 'employer',
      customPermissions: [],
      supportOperatorId: null,
    },
    ip: null,
    userAgent: 'demo seed',
  };
  for (const [staffId, annualNaira, landlord] of RENTS) {
    const employee = staff.find((e) => e.staffId === staffId);
    if (!employee) continue;
    await db.transaction((tx) => setEmployeeAnnualRent(tx, companyId, employee.id, annualNaira * 100));
    await uploadRentDocument({ db, files }, caller, employee.id, {
      bytes: tenancyPdf(landlord),
      fileName: `tenancy-agreement-${staffId}.pdf`,
      claimedType: 'application/pdf',
    });
  }
}
