CREATE TABLE "page_tag_generations" (
	"tag" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
