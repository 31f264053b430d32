/* SPDX-License-Identifier: MIT */
/*
 * Input files and what sparse says about them. Input that cannot be
 * analysed is reported in one line; sparse's own messages are captured
 * while a file is parsed so that they can be summed up instead of flooding
 * the build log.
 */
#ifndef INPUT_H
#define INPUT_H

#include <stddef.h>

/* 0 if @path can be analysed, else a reason written into @why. */
int input_usable(const char *path, char *why, size_t len);

/* Messages sparse printed for one file. */
struct sparse_messages {
	unsigned int errors;
	char where[256];	/* "file:line:col" of the first error */
	char first_error[512];	/* its message */
	char *text;		/* everything, as printed */
};

/* Start capturing what sparse prints to stderr for @file. */
void capture_begin(const char *file);
/* Stop, restore stderr, and sum up. */
void capture_end(struct sparse_messages *out);
/* When sparse gives up on a file: @fn gets what it printed, first. */
void capture_on_fatal(void (*fn)(const char *text));
/* Give stderr back at once (async-signal-safe; for fatal signals). */
void capture_abandon(void);
/* The exit status when sparse gives up on a file (default 2). */
void capture_fatal_status(int status);

#endif
