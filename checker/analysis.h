/* SPDX-License-Identifier: MIT */
/*
 * The analyses' per-file state. A module that keeps facts about the file
 * being analysed (per-function results it caches, file-wide tables) has a
 * struct analysis whose hooks start and end them; the driver calls every
 * module's hooks before the first check runs on a file and after the
 * last. Nothing an analysis learns about one file is seen by the next.
 */
#ifndef ANALYSIS_H
#define ANALYSIS_H

struct sysfs_index;

struct analysis {
	const char *name;
	void (*file_begin)(struct sysfs_index *idx);
	void (*file_end)(struct sysfs_index *idx);
};

/* Each module's, defined in its own file. */
extern const struct analysis analysis_locals;		/* locals.c */
extern const struct analysis analysis_member_values;	/* member-values.c */
extern const struct analysis analysis_bounds;		/* bounds.c */

void analyses_file_begin(struct sysfs_index *idx);
void analyses_file_end(struct sysfs_index *idx);

/* The index of the file being analysed (NULL between files). */
struct sysfs_index *analysis_file(void);

#endif
