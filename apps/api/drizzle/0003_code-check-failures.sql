CREATE TABLE "code_check_failures" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_check_failures_email_day_pk" PRIMARY KEY("email","day")
);
