// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() counts the NUL it added: one more than it was given
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct tag_dev {
	char tag[16];
};

static ssize_t tag_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	struct tag_dev *t = dev_get_drvdata(dev);

	if (count >= sizeof(t->tag))
		return -EINVAL;
	memcpy(t->tag, buf, count);
	t->tag[count] = '\0';
	return count + 1;	/* warn: sysfs-store-return "returns count + 1, more than it was given" */
}
static DEVICE_ATTR_WO(tag);

static struct attribute *tag_attrs[] = {
	&dev_attr_tag.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tag);
