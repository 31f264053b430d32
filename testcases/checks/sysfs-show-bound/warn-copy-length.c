// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: copies into the page whose length nothing in the file
 * bounds by PAGE_SIZE: a message's or a buffer's length field, a
 * device's size, the bytes left in a ring
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct reply {
	u32 len;
	u8 *data;
};

struct chip {
	struct reply *last;
	void __iomem *regs;
	u32 regs_size;
	u8 *ring;
	unsigned int head, tail;
	const char *label;
	size_t label_len;
};

static ssize_t reply_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	size_t buflen;

	buflen = c->last->len;
	memcpy(buf, c->last->data, buflen);	/* warn(sysfscheck): sysfs-show-bound:hardening "memcpy() of 'buflen' bytes into the sysfs page of show() 'reply_show': that length is not bounded by anything sysfscheck can follow in this file" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
	/* The size of the copy: what was written, not reported. */
	return buflen;
}
static DEVICE_ATTR_RO(reply);

static ssize_t regs_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct chip *c = dev_get_drvdata(dev);

	memcpy_fromio(buf, c->regs, c->regs_size);	/* warn(sysfscheck): sysfs-show-bound:hardening "memcpy_fromio() of 'c->regs_size' bytes" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
	return c->regs_size;
}
static DEVICE_ATTR_RO(regs);

static ssize_t ring_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct chip *c = dev_get_drvdata(dev);

	memmove(buf, c->ring + c->tail, c->head - c->tail);	/* warn(sysfscheck): sysfs-show-bound:hardening "memmove() of 'c->head - c->tail' bytes" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
	return c->head - c->tail;
}
static DEVICE_ATTR_RO(ring);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *c = dev_get_drvdata(dev);

	strncpy(buf, c->label, c->label_len);	/* warn(sysfscheck): sysfs-show-bound:hardening "strncpy() of 'c->label_len' bytes" -- the bound is a value (a length, a count, a clamp) that only the IR engine follows */
	return c->label_len;
}
static DEVICE_ATTR_RO(label);

static struct attribute *chip_attrs[] = {
	&dev_attr_reply.attr,
	&dev_attr_regs.attr,
	&dev_attr_ring.attr,
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
