/* SPDX-License-Identifier: MIT */
/*
 * Limits on what one input file may cost. A file nested so deeply that
 * sparse's recursive parser runs out of stack, or one that takes longer
 * than the time limit, is reported in one "not analysed" line with the
 * status for unusable input, instead of a crash or a hang. Any other
 * fatal signal stays a crash (after one line naming the file), so that
 * bugs are not hidden from fuzzers and scans.
 */
#ifndef GUARD_H
#define GUARD_H

/* Once, early in main(): @stack_base is an address in main's frame. */
void guard_install(void *stack_base);
/* The file being analysed, and how long it may take (0: no limit). */
void guard_file_begin(const char *file, unsigned int seconds);
void guard_file_end(void);
/* The exit status for a file given up on (default 2). */
void guard_status(int status);

#endif
