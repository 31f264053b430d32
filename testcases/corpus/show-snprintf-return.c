// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns what snprintf() returns: the length the text
 * would have had, not what fit in the page. With a long text the count is
 * more than PAGE_SIZE.
 *
 * scenario:
 *	load
 *	cat /sys/kernel/banner/text
 *	echo 5000 > /sys/kernel/banner/width
 *	cat /sys/kernel/banner/width
 *	cat /sys/kernel/banner/text
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static char banner[6000];
static unsigned int width = 8;

static ssize_t text_show(struct kobject *kobj,	/* runtime: sysfs-show-bound */
			 struct kobj_attribute *attr, char *buf)
{
	memset(banner, '=', width);
	banner[width] = '\0';
	return snprintf(buf, PAGE_SIZE, "%s\n", banner);	/* warn(sysfscheck): sysfs-show-bound -- whether the returned snprintf() length can pass the page depends on the string's length, a value fact */
}

static ssize_t width_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", width);
}

static ssize_t width_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	unsigned int w;
	int ret;

	ret = kstrtouint(buf, 10, &w);
	if (ret)
		return ret;
	if (w >= sizeof(banner))
		return -EINVAL;
	width = w;
	return count;
}

static struct kobj_attribute text_attribute = __ATTR_RO(text);
static struct kobj_attribute width_attribute = __ATTR_RW(width);

static struct attribute *banner_attrs[] = {
	&text_attribute.attr,
	&width_attribute.attr,
	NULL,
};

static const struct attribute_group banner_group = {
	.attrs = banner_attrs,
};

static struct kobject *banner_kobj;

static int __init banner_init(void)
{
	int err;

	banner_kobj = kobject_create_and_add("banner", kernel_kobj);
	if (!banner_kobj)
		return -ENOMEM;
	err = sysfs_create_group(banner_kobj, &banner_group);
	if (err)
		kobject_put(banner_kobj);
	return err;
}

static void __exit banner_exit(void)
{
	sysfs_remove_group(banner_kobj, &banner_group);
	kobject_put(banner_kobj);
}

module_init(banner_init);
module_exit(banner_exit);
MODULE_LICENSE("GPL");
