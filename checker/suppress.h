/* SPDX-License-Identifier: MIT */
/*
 * Inline suppressions: a finding a person has reviewed and accepted is
 * held back by a comment in the source,
 *
 *	// sysfscheck: ignore sysfs-leak -- the core removes it on unbind
 *
 * (or the same in a block comment), naming one or more checks and, after
 * "--", why. On
 * a line with code it covers that line; alone on its line (or in a
 * comment block) it covers the next line of code, and when that line
 * starts a function or variable definition, the whole definition.
 *
 * Every engine's findings pass through output_finding(), which asks here,
 * so the comment holds back sysfscheck's and the Coccinelle engine's
 * findings alike. After sysfscheck has analysed a file, the file's
 * suppressions that held nothing back, or name no check, or give no
 * reason, are findings of sysfs-unused-suppression.
 */
#ifndef SUPPRESS_H
#define SUPPRESS_H

struct finding_record;

/*
 * The reason of the suppression that holds back @r (counting it as used),
 * or NULL.
 */
const char *suppress_match(const struct finding_record *r);

/*
 * Report the suppressions of @file that held back nothing, for the checks
 * that ran on it, and those that cannot hold anything back.
 */
void suppress_report_unused(const char *file);

#endif
