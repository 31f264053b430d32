// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() returns a cursor a helper moved, minus the page
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct page_out {
	char *start;
	char *curr;
	size_t size;
};

static void out_printf(struct page_out *out, const char *fmt, int v)
{
	out->curr += scnprintf(out->curr, out->start + out->size - out->curr,
			       fmt, v);
}

/* Returns where it stopped writing. */
static char *arch_lines(char *p)
{
	return p + scnprintf(p, 64, "arch=%d\n", 1);
}

static ssize_t regs_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct page_out *out = kzalloc(sizeof(*out), GFP_KERNEL);
	ssize_t ret;

	if (!out)
		return -ENOMEM;
	out->start = buf;
	out->curr = buf;
	out->size = PAGE_SIZE;
	out_printf(out, "%d\n", 42);
	/* a difference of pointers is one inside the page: what was written */
	ret = out->curr - buf;
	kfree(out);
	return ret;
}
static DEVICE_ATTR_RO(regs);

static ssize_t arch_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	char *str = buf;

	str += sprintf(str, "id=%d\n", 7);
	str = arch_lines(str);
	return str - buf;
}
static DEVICE_ATTR_RO(arch);

static struct attribute *regs_attrs[] = {
	&dev_attr_regs.attr,
	&dev_attr_arch.attr,
	NULL,
};
ATTRIBUTE_GROUPS(regs);
MODULE_LICENSE("GPL");
