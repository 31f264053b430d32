// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 bin_attribute listed in a kobj_type's default_attrs
 * check-headers: reference-legacy
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static char blob[64];

static ssize_t blob_read(struct kobject *kobj, char *buffer, loff_t pos,
			 size_t size)
{
	memcpy(buffer, blob + pos, size);
	return size;
}

static struct bin_attribute blob_attr = {
	.attr = { .name = "blob", .owner = THIS_MODULE, .mode = S_IRUSR },
	.size = sizeof(blob),
	.read = blob_read,
};

static struct attribute *unit_attrs[] = {
	&blob_attr.attr,	/* warn: sysfs-bin-default "'&blob_attr.attr' in attribute array 'unit_attrs'" */
	NULL,
};

struct kobj_type unit_ktype = {	/* warn: sysfs-ktype-release "visible to other files" */
	.default_attrs = unit_attrs,
};
