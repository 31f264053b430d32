// SPDX-License-Identifier: GPL-2.0
#include "shared.h"

int one(struct kobject *kobj)
{
	return sysfs_create_files(kobj, (const struct attribute * const *)shared_attrs);
}
