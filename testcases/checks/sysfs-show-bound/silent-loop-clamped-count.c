// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a loop bounded by a count clamped to the page just before
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct mailbox {
	void __iomem *regs;
	unsigned int window;	/* what the controller reports */
};

static ssize_t window_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct mailbox *mb = dev_get_drvdata(dev);
	size_t count, i;
	u32 word;

	count = mb->window;
	if (count > PAGE_SIZE) {
		dev_warn(dev, "window of %u bytes cut to a page\n", mb->window);
		count = PAGE_SIZE;
	}
	/* count is at most PAGE_SIZE here: 1024 turns of 4 bytes */
	for (i = 0; i < count; i += 4) {
		word = readl(mb->regs + i);
		buf[i] = word & 0xff;
		buf[i + 1] = (word >> 8) & 0xff;
		buf[i + 2] = (word >> 16) & 0xff;
		buf[i + 3] = word >> 24;
	}
	return i;
}
static DEVICE_ATTR_RO(window);

static struct attribute *mailbox_attrs[] = {
	&dev_attr_window.attr,
	NULL,
};
ATTRIBUTE_GROUPS(mailbox);
MODULE_LICENSE("GPL");
