// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one command per call: returns what it consumed, up to and
 * including the ';'
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static char last_cmd[16];

static ssize_t cmd_store(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count)
{
	const char *end = strchr(buf, ';');
	size_t len = end ? end - buf : count;

	if (!len || len >= sizeof(last_cmd))
		return -EINVAL;
	memcpy(last_cmd, buf, len);
	last_cmd[len] = '\0';
	return end ? len + 1 : len;
}

static struct kobj_attribute cmd_attr = __ATTR_WO(cmd);

static struct attribute *cmd_attrs[] = {
	&cmd_attr.attr,
	NULL,
};

static const struct attribute_group cmd_group = {
	.attrs = cmd_attrs,
};
