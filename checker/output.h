/* SPDX-License-Identifier: MIT */
/*
 * Where findings go once they are final: gcc-style lines on stderr, or
 * JSON Lines or one SARIF 2.1.0 document on stdout (or appended to a file,
 * so that the many checker processes of one Kbuild run can share it).
 * Findings listed in a baseline are dropped here, and every finding can be
 * recorded into a new baseline.
 *
 * Every engine's findings pass through here: sysfscheck's own checks,
 * sparse's warnings under --sparse, and lines read back from another
 * engine's log by --read-findings (scripts/sysfscheck-format). Inline
 * suppressions (suppress.h) and baselines hold findings back here, for
 * every engine alike.
 */
#ifndef OUTPUT_H
#define OUTPUT_H

#include "level.h"

struct finding_record {
	const char *file;
	unsigned int line;
	/*
	 * Columns, 0 when unknown; each is worked out from the other when
	 * the file can be read. gcc's (and sparse's): 1-based, a tab
	 * advances to the next multiple of 8; SARIF's: 1-based characters.
	 */
	unsigned int column;
	unsigned int char_column;
	const char *check;	/* "sysfs-leak", "sparse" */
	enum finding_level level;	/* LEVEL_NONE: the engine gives none */
	const char *message;
	const char *engine;	/* "sysfscheck", "sparse", "coccinelle" */
	const char *function;	/* NULL: none or unknown */
	/* The exact text to print in gcc format, when it is not ours. */
	const char *raw;
	/* The reason of the inline suppression that holds it back, if any. */
	const char *suppressed;
	/*
	 * Not a defect but what the analysis could not do (a function not
	 * fully analysed): gcc's "note:", SARIF's "note", JSON's "note":
	 * true; never counted as a finding by --exit-code.
	 */
	int note;
};

enum output_format {
	FORMAT_GCC,
	FORMAT_JSON,
	FORMAT_SARIF,
};

/* Command-line settings; each returns 0, or -1 with a reason in @why. */
int output_set_format(const char *name);
int output_set_file(const char *path, char *why, unsigned int len);
int output_load_baseline(const char *path, char *why, unsigned int len);
int output_set_baseline_out(const char *path, char *why, unsigned int len);
/* SARIF: the working directory stands for @dir (files checked in a copy). */
int output_set_srcroot(const char *dir, char *why, unsigned int len);
enum output_format output_format(void);
/* Findings below @level are not shown (LEVEL_NONE ones always are). */
void output_set_level(enum finding_level level);
/* Report the findings inline suppressions hold back, marked as such. */
void output_list_suppressed(int on);

/* Declare an engine so that its SARIF run exists even without results. */
void output_engine(const char *engine);

/*
 * Hand over one finding; returns 1 when it was reported, 0 when the
 * baseline holds it. The record's strings are copied when they must be
 * kept.
 */
int output_finding(const struct finding_record *r);

/* Findings reported (not held by the baseline) so far, notes aside. */
unsigned long output_reported(void);

/*
 * Write what is still pending (the SARIF document, merged with the log
 * the --output file already holds) and close files. Returns 0, or -1
 * after an error line.
 */
int output_finish(void);

/*
 * The key a baseline stores for @r (malloc'ed): the same bug gets the
 * same key from every engine. See output.c.
 */
char *baseline_key(const struct finding_record *r);

#endif
