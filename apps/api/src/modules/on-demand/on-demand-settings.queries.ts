// The business's on-demand settings outside its rules (table on_demand_settings, issue 27): what the login session
// shows of on-demand, as a subquery auth reads with the other modules' settings in one statement.
import { onDemandSettings } from '@paydesk/db';
import { type SQL, sql } from 'drizzle-orm';

/** The employeeEva flag of the business of this id, as a scalar subquery (false without a settings row). */
export const employeeEvaOf = (companyId: string): SQL<boolean> =>
  sql<boolean>`coalesce((select ${onDemandSettings.employeeEva} from ${onDemandSettings}
    where ${onDemandSettings.companyId} = ${companyId}), false)`;
