// V8 flags the API process sets before anything else loads (the first import of main.ts).
//
// Allocation-site pretenuring: once V8 sees most objects from one allocation site survive a young-generation
// collection, it allocates every later object from that site straight into the old generation. Database rows
// read in batches look exactly like that (a batch is alive while it is written out), so after the first batches
// of an export every row of pg's and Drizzle's row builders, and the strings they hold, went to the old
// generation as garbage, kept until a full collection: peak memory +100-140 MB per export of 100,000 employees,
// CSV and XLSX alike, while the bytes waiting for the client stayed under 200 KB. Without pretenuring the same
// rows die young and the export's peak stays within a few MB (bench/README.md, People, session 7).
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
