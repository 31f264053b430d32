/* SPDX-License-Identifier: GPL-2.0 */
/* A subsystem header's static inline show helper. */
#include <linux/kernel.h>

struct table {
	unsigned int n;
	u32 rows[512];
};

static inline ssize_t table_print(const struct table *t, char *out)
{
	ssize_t len = 0;
	unsigned int i;

	for (i = 0; i < t->n; i++)
		len += sprintf(out + len, "%u\n", t->rows[i]);
	return len;
}
