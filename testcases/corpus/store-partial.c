// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store() that takes one command per call, up to and
 * including its ';', and returns how much it consumed: write(2) comes back
 * short and user space writes the rest, so "a;b;c" runs three commands.
 * A correct use of a return value below count.
 *
 * scenario:
 *	load
 *	echo -n "red;green;blue" > /sys/kernel/palette/add
 *	cat /sys/kernel/palette/colours
 *	echo -n ";" > /sys/kernel/palette/add
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define MAX_COLOURS 8

static char colours[MAX_COLOURS][16];
static unsigned int nr_colours;

static ssize_t colours_show(struct kobject *kobj, struct kobj_attribute *attr,
			    char *buf)
{
	unsigned int i;
	int len = 0;

	for (i = 0; i < nr_colours; i++)
		len += sysfs_emit_at(buf, len, "%s\n", colours[i]);
	return len;
}

static ssize_t add_store(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count)
{
	const char *end = strchr(buf, ';');
	size_t len = end ? end - buf : count;

	if (!len || len >= sizeof(colours[0]))
		return -EINVAL;
	if (nr_colours == MAX_COLOURS)
		return -ENOSPC;
	memcpy(colours[nr_colours], buf, len);
	colours[nr_colours][len] = '\0';
	nr_colours++;
	return end ? len + 1 : len;
}

static struct kobj_attribute colours_attribute = __ATTR_RO(colours);
static struct kobj_attribute add_attribute = __ATTR_WO(add);

static struct attribute *palette_attrs[] = {
	&colours_attribute.attr,
	&add_attribute.attr,
	NULL,
};

static const struct attribute_group palette_group = {
	.attrs = palette_attrs,
};

static struct kobject *palette_kobj;

static int __init palette_init(void)
{
	int err;

	palette_kobj = kobject_create_and_add("palette", kernel_kobj);
	if (!palette_kobj)
		return -ENOMEM;
	err = sysfs_create_group(palette_kobj, &palette_group);
	if (err)
		kobject_put(palette_kobj);
	return err;
}

static void __exit palette_exit(void)
{
	sysfs_remove_group(palette_kobj, &palette_group);
	kobject_put(palette_kobj);
}

module_init(palette_init);
module_exit(palette_exit);
MODULE_LICENSE("GPL");
