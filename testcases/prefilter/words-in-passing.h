/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A firmware table parser's header. It says "attribute" and "attrs" in
 * comments, strings and member names, none of which is sysfs: the
 * prefilter must not take them for the API (a struct tag counts only after
 * "struct").
 */
#ifndef WORDS_IN_PASSING_H
#define WORDS_IN_PASSING_H

#define TABLE_NAME "default_attrs of the firmware table"
#define TABLE_SEP '"'

struct table_entry {
	unsigned char attribute;	/* the entry's attribute bits */
	unsigned char attrs[4];		// more attribute_group-like bits
};

static inline int entry_is_ro(const struct table_entry *e)
{
	return e->attribute & 1;
}
#endif
