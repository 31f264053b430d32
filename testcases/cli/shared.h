/* SPDX-License-Identifier: GPL-2.0 */
/* An unterminated array in a header that two files include. */
#include "mini-sysfs.h"

static struct attribute shared_a = { .name = "a", .mode = 0444 };

static struct attribute *shared_attrs[] = {
	&shared_a,
};
