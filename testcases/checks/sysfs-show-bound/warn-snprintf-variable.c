// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() result kept in a variable under a lock, returned
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

static DEFINE_MUTEX(motd_lock);
static const char *motd = "hello";

static ssize_t motd_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	int ret;

	mutex_lock(&motd_lock);
	ret = snprintf(buf, PAGE_SIZE, "%s\n", motd);
	mutex_unlock(&motd_lock);
	return ret;	/* warn(sysfscheck): sysfs-show-bound "the length the text would have had" -- a value fact (a length, size, count or bound) that the rule does not compute */
}

static struct kobj_attribute motd_attribute = __ATTR_RO(motd);

static struct attribute *motd_attrs[] = {
	&motd_attribute.attr,
	NULL,
};

static const struct attribute_group motd_group = {
	.attrs = motd_attrs,
};

int motd_expose(struct kobject *kobj)
{
	return sysfs_create_group(kobj, &motd_group);
}
MODULE_LICENSE("GPL");
