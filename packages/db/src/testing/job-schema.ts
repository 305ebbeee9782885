// Creates pg-boss's tables in the template database once, so each cloned test database starts with them.
import PgBoss from 'pg-boss';

export async function prepareJobSchema(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
