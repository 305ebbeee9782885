-- Per-feature settings leave the companies row (issue 27): should_earn_yield only mirrored wallets' own record of
-- the opt-in, yield_enrolments.opted_in (written in the same transaction; the daily accrual reads only it), which the
-- login session now reads too. Nothing to move: a mirror without an enrolment accepted no terms and earned nothing.
ALTER TABLE "companies" DROP COLUMN "should_earn_yield";