// Architecture rule 17, "every statement reconciles", checked on every statement a test makes: each test app's
// close() reads the ready statements of its database and the CSV each one stored (the file people download), and
// fails the file unless the opening balance plus every line is the closing balance, row by row, and both balances
// are the wallet's balance in the ledger (its postings) when the statement starts and stops.
import { text } from 'node:stream/consumers';
import Papa from 'papaparse';
import pg from 'pg';
import { STATEMENT_CSV_HEADER } from '../../src/modules/wallets/statements/statement-documents.ts';
import { statementWindow } from '../../src/modules/wallets/statements/statement-job.ts';
import type { FilesStore } from '../../src/platform/files/files-store.ts';

interface ReadyStatement {
  id: string;
  company_id: string;
  wallet_id: string;
  from_date: string;
  to_date: string;
  created_at: Date;
  row_count: number;
  storage_key: string;
}

/** '1234.56' (two decimals, as the CSV writes amounts) → 123456 kobo, without a float. */
const kobo = (naira: string) => (naira === '' ? 0 : Number(naira.replace('.', '')));

/** What is wrong with one statement's CSV, or nothing. */
function csvProblems(
  csv: string,
  rowCount: number,
): { problems: string[]; opening: number; closing: number } {
  const header = Papa.parse<string[]>(STATEMENT_CSV_HEADER.trim()).data[0]!;
  const rows = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
  const column = (name: string) => header.indexOf(name);
  const [debit, credit, balance, narration] = [
    column('Debit (NGN)'),
    column('Credit (NGN)'),
    column('Balance (NGN)'),
    column('Narration'),
  ];
  const problems: string[] = [];
  if (rows[0]?.join() !== header.join()) problems.push(`header ${rows[0]?.join()}`);
  const first = rows[1];
  const last = rows.at(-1);
  if (first?.[narration] !== 'Opening balance') problems.push('no opening balance row');
  if (rows.length < 3 || last?.[narration] !== 'Closing balance') problems.push('no closing balance row');
  const opening = kobo(first?.[balance] ?? '');
  const closing = kobo(last?.[balance] ?? '');
  const lines = rows.slice(2, -1);
  if (lines.length !== rowCount) problems.push(`${lines.length} lines in the CSV, row count ${rowCount}`);
  let running = opening;
  lines.forEach((line, i) => {
    running += kobo(line[credit]!) - kobo(line[debit]!);
    if (kobo(line[balance]!) !== running)
      problems.push(`line ${i + 1} shows balance ${line[balance]}, opening and lines make ${running / 100}`);
  });
  if (running !== closing)
    problems.push(`opening and lines make ${running / 100}, closing shows ${closing / 100}`);
  return { problems, opening, closing };
}

/** Throws, naming each statement and what is wrong with it, unless every ready statement reconciles. */
export async function expectStatementsReconcile(databaseUrl: string, files: FilesStore): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<ReadyStatement>(
      `select s.id, s.company_id, s.wallet_id, s.from_date::text, s.to_date::text, s.created_at, s.row_count,
              f.storage_key
         from statement_requests s
         join stored_files f on f.company_id = s.company_id and f.id = s.csv_file_id
        where s.status = 'ready'`,
    );
    const failures: string[] = [];
    for (const s of rows) {
      const window = statementWindow({ fromDate: s.from_date, toDate: s.to_date, createdAt: s.created_at });
      const ledgerBalanceBefore = async (instant: Date) => {
        const { rows: sums } = await client.query<{ balance: string }>(
          `select coalesce(sum(amount), 0) as balance from postings
            where company_id = $1 and account_id = $2 and created_at < $3`,
          [s.company_id, s.wallet_id, instant],
        );
        return Number(sums[0]!.balance);
      };
      const { problems, opening, closing } = csvProblems(await text(files.read(s.storage_key)), s.row_count);
      const [ledgerOpening, ledgerClosing] = [
        await ledgerBalanceBefore(window.from),
        await ledgerBalanceBefore(window.until),
      ];
      if (opening !== ledgerOpening)
        problems.push(`opens at ${opening / 100}, the ledger held ${ledgerOpening / 100}`);
      if (closing !== ledgerClosing)
        problems.push(`closes at ${closing / 100}, the ledger held ${ledgerClosing / 100}`);
      if (problems.length)
        failures.push(`statement ${s.id} (${s.from_date} to ${s.to_date}): ${problems.join('; ')}`);
    }
    if (failures.length) throw new Error(`statements that do not reconcile:\n${failures.join('\n')}`);
  } finally {
    await client.end();
  }
}
