/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The private header of silent-member-label-tables.c (a driver split into
 * a core and bus glue shares its data structure this way).
 */
#ifndef LABEL_TABLES_H
#define LABEL_TABLES_H

#include <linux/mutex.h>
#include <linux/types.h>

struct superio_data {
	struct mutex update_lock;
	const char *const *temp_label;
	u8 temp_src[6];
	int kind;
};

int superio_core_probe(struct device *dev, struct superio_data *data);

#endif
