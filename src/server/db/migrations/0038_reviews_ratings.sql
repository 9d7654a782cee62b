CREATE TABLE "reviews_ratings" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"stars_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews_ratings" ADD CONSTRAINT "reviews_ratings_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 050): keeps reviews_ratings equal to the count and star sum of each member's
-- published, visible reviews, in the same transaction as each write (publication, hide, show, delete).
CREATE OR REPLACE FUNCTION public.reviews_ratings_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.published_at IS NOT NULL AND OLD.hidden_at IS NULL THEN
    UPDATE public.reviews_ratings SET review_count = review_count - 1, stars_sum = stars_sum - OLD.stars
      WHERE subject_id = OLD.subject_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published_at IS NOT NULL AND NEW.hidden_at IS NULL THEN
    INSERT INTO public.reviews_ratings (subject_id, review_count, stars_sum) VALUES (NEW.subject_id, 1, NEW.stars)
      ON CONFLICT (subject_id) DO UPDATE SET review_count = public.reviews_ratings.review_count + 1,
        stars_sum = public.reviews_ratings.stars_sum + EXCLUDED.stars_sum;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_ratings_sync
  AFTER INSERT OR DELETE OR UPDATE OF published_at, hidden_at, stars, subject_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION public.reviews_ratings_sync();
--> statement-breakpoint
-- Reviews written before this migration.
INSERT INTO reviews_ratings (subject_id, review_count, stars_sum)
  SELECT subject_id, count(*)::int, sum(stars)::int FROM reviews
  WHERE published_at IS NOT NULL AND hidden_at IS NULL GROUP BY subject_id
  ON CONFLICT (subject_id) DO UPDATE SET review_count = EXCLUDED.review_count, stars_sum = EXCLUDED.stars_sum;
