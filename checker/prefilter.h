/* SPDX-License-Identifier: MIT */
/*
 * The prefilter: a cheap scan of a file's text, and of the project-local
 * headers it includes with quotes, for the words of the sysfs API that the
 * model (sysfs-model.c) knows: struct tags, list members and function
 * names. A file that names none of them cannot give a finding of
 * sysfscheck's own checks, and is not parsed at all.
 */
#ifndef PREFILTER_H
#define PREFILTER_H

/* A directory to look for quoted includes in (-I, -iquote), in order. */
void prefilter_add_dir(const char *dir);

/*
 * 1 if @path, or a header it includes with quotes, names the sysfs API
 * (or cannot be read: sparse will say why), 0 if it can be skipped.
 */
int prefilter_wants(const char *path);

/*
 * The words as one grep -E pattern, for scripts that pick files the same
 * way (without following includes): \<(word|word|...)\>
 */
void prefilter_print_pattern(void);

/*
 * What the prefilter decides for @path, and why, on one line of standard
 * output: the first word it found and where, or "skipped".
 */
void prefilter_print_verdict(const char *path);

#endif
