/* SPDX-License-Identifier: MIT */
/*
 * The analyses' per-file state. A module that keeps facts about the file
 * being analysed (per-function results it caches, file-wide tables) keeps
 * them in the file's index, with index_context() (sysfs-index.h), which
 * frees them with the index; analysis_file() gives the index of the file
 * being analysed. A module that must also act when a file starts or ends
 * has a struct analysis whose hooks the driver calls before the first
 * check runs on a file and after the last. Nothing an analysis learns
 * about one file is seen by the next.
 */
#ifndef ANALYSIS_H
#define ANALYSIS_H

struct sysfs_index;

struct analysis {
	const char *name;
	void (*file_begin)(struct sysfs_index *idx);
	void (*file_end)(struct sysfs_index *idx);
};

void analyses_file_begin(struct sysfs_index *idx);
void analyses_file_end(struct sysfs_index *idx);

/* The index of the file being analysed (NULL between files). */
struct sysfs_index *analysis_file(void);

#endif
