-- Hand-written (drizzle-kit generated a DROP and CREATE of the index, which rebuilds it under a write lock; the
-- storage parameter alone reaches the same state as the snapshot): the employee search's trigram index keeps at
-- most 256 kB of not-yet-merged entries, which every search reads in full (issue 10, bench/README.md People).
ALTER INDEX "employees_search_trgm_idx" SET (gin_pending_list_limit = 256);

