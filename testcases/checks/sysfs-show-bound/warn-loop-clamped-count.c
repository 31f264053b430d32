// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop bounded by a count clamped on one path only
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct mailbox {
	void __iomem *regs;
	unsigned int window;	/* what the controller reports */
	bool checked;
};

static ssize_t window_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct mailbox *mb = dev_get_drvdata(dev);
	size_t count, i;

	count = mb->window;
	if (mb->checked) {
		if (count > PAGE_SIZE)
			count = PAGE_SIZE;
	}
	for (i = 0; i < count; i++)
		buf[i] = readb(mb->regs + i);	/* warn(sysfscheck): sysfs-show-bound "stores into the sysfs page of show() 'window_show' ('buf[i]') in a loop with no bound tied to PAGE_SIZE (it runs while 'i < count')" -- the clamp is passed only when mb->checked; the rule does not look at direct stores */
	return i;
}
static DEVICE_ATTR_RO(window);

static struct attribute *mailbox_attrs[] = {
	&dev_attr_window.attr,
	NULL,
};
ATTRIBUTE_GROUPS(mailbox);
MODULE_LICENSE("GPL");
