-- Keeps marketplace_public_counts equal to the number of approved, active items per category and
-- type, in the same transaction as each write. Spec: non-admins see only approved, active items.
CREATE OR REPLACE FUNCTION public.marketplace_public_counts_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.approval_status = 'approved' AND OLD.status = 'active' THEN
    UPDATE public.marketplace_public_counts SET n = n - 1 WHERE category = OLD.category AND type = OLD.type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.approval_status = 'approved' AND NEW.status = 'active' THEN
    INSERT INTO public.marketplace_public_counts (category, type, n) VALUES (NEW.category, NEW.type, 1)
      ON CONFLICT (category, type) DO UPDATE SET n = public.marketplace_public_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER marketplace_public_counts_sync
  AFTER INSERT OR DELETE OR UPDATE OF approval_status, status, category, type ON marketplace_items
  FOR EACH ROW EXECUTE FUNCTION public.marketplace_public_counts_sync();
--> statement-breakpoint
-- Items written before this migration.
INSERT INTO marketplace_public_counts (category, type, n)
  SELECT category, type, count(*)::int FROM marketplace_items
  WHERE approval_status = 'approved' AND status = 'active' GROUP BY category, type
  ON CONFLICT (category, type) DO UPDATE SET n = EXCLUDED.n;