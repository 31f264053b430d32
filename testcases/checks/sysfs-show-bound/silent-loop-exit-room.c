// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() appends in a loop that stops while there is room for the next
 *
 * idt_gen2.c idtg2_show_errlog(): the loop reads a log of any length and
 * appends "%08x\n" (9 bytes and the NUL) at buf + len with PAGE_SIZE -
 * len, and breaks at "len >= PAGE_SIZE - 10" as its last statement: each
 * turn starts below PAGE_SIZE - 10, so no text is cut and the summed
 * snprintf() results are what was written. The same with the test in the
 * loop's condition.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct errlog {
	u32 regs[64];
};

static int errlog_read(struct errlog *log, u32 *val)
{
	*val = log->regs[0];
	return log->regs[1] ? 0 : -EIO;
}

static ssize_t errlog_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct errlog *log = dev_get_drvdata(dev);
	ssize_t len = 0;
	u32 regval;

	while (!errlog_read(log, &regval)) {
		if (!regval)
			break;
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", regval);
		if (len >= (PAGE_SIZE - 10))
			break;
	}

	return len;
}
static DEVICE_ATTR_RO(errlog);

static ssize_t pairs_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct errlog *log = dev_get_drvdata(dev);
	int len = 0;
	u32 regval;

	while (len < PAGE_SIZE - 24 && !errlog_read(log, &regval)) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x ", regval);
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", ~regval);
	}

	return len;
}
static DEVICE_ATTR_RO(pairs);

static struct attribute *errlog_attrs[] = {
	&dev_attr_errlog.attr,
	&dev_attr_pairs.attr,
	NULL,
};
ATTRIBUTE_GROUPS(errlog);
MODULE_LICENSE("GPL");
