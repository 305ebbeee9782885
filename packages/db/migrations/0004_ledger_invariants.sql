-- Postings are never updated or deleted: a mistake is reversed by a new entry.
CREATE FUNCTION postings_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'postings are append-only; reverse with a new journal entry';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER postings_no_update BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION postings_append_only();
--> statement-breakpoint
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION postings_append_only();
--> statement-breakpoint
-- Checked at commit, once all of an entry's postings are in: an entry must balance.
CREATE FUNCTION journal_entry_balances() RETURNS trigger AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines
    FROM postings WHERE company_id = NEW.company_id AND entry_id = NEW.entry_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'journal entry % does not balance (sum %, % postings)', NEW.entry_id, total, lines;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_entry_balances AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_balances();
