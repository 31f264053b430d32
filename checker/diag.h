/* SPDX-License-Identifier: MIT */
/*
 * Findings: collected while a file is analysed, then printed once each, in
 * source order, in the format the user chose.
 */
#ifndef DIAG_H
#define DIAG_H

#include "lib.h"
#include "level.h"

struct sysfs_check;

/*
 * Record a finding of @check at @pos; @function names the code involved,
 * @level what the check proved (level.h).
 */
void diag_report(const struct sysfs_check *check, enum finding_level level,
		 struct position pos, const char *function, const char *fmt,
		 ...) FORMAT_ATTR(5);

/*
 * Forget the pending findings for which @keep says 0; returns how many.
 */
unsigned int diag_filter(int (*keep)(struct position pos, void *arg), void *arg);

/* Print and forget the findings collected so far; returns how many. */
unsigned int diag_flush(void);

/* Findings printed since the program started. */
unsigned long diag_total(void);

/* "file:line:col" of @pos, for messages that point elsewhere. */
const char *diag_where(struct position pos);

#endif
