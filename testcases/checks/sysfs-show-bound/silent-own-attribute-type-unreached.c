// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a struct of this file that holds a struct attribute and a
 * show()-shaped member, but that no sysfs_ops of the file converts an
 * attribute to: its functions are not sysfs callbacks
 */
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct report {
	unsigned int n;
	u16 values[1024];
};

struct report_field {
	struct attribute attr;
	ssize_t (*format)(struct report *r, char *out);
};

static ssize_t format_values(struct report *r, char *out)
{
	char *p = out;
	unsigned int i;

	for (i = 0; i < r->n; i++)
		p += sprintf(p, "%u ", r->values[i]);
	return p - out;
}

struct report_field values_field = {
	.attr = { .name = "values", .mode = 0444 },
	.format = format_values,
};
MODULE_LICENSE("GPL");
