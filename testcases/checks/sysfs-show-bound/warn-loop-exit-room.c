// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() appends in a loop whose exit test leaves too little room
 *
 * The summed snprintf() results are returned: a loop without the test, a
 * test that leaves less room than the next append takes, a "continue"
 * that skips the test, or an append before the test in the loop's
 * condition does not keep every text whole.
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
	}

	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(errlog);

static ssize_t short_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct errlog *log = dev_get_drvdata(dev);
	ssize_t len = 0;
	u32 regval;

	while (!errlog_read(log, &regval)) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", regval);
		if (len >= (PAGE_SIZE - 5))
			break;
	}

	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(short);

static ssize_t skip_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct errlog *log = dev_get_drvdata(dev);
	ssize_t len = 0;
	u32 regval;

	while (!errlog_read(log, &regval)) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", regval);
		if (regval & 1)
			continue;
		if (len >= (PAGE_SIZE - 10))
			break;
	}

	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(skip);

static ssize_t pairs_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct errlog *log = dev_get_drvdata(dev);
	int len = 0;
	u32 regval;

	while (len < PAGE_SIZE - 12 && !errlog_read(log, &regval)) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x ", regval);
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", ~regval);
	}

	return len;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(pairs);

static struct attribute *errlog_attrs[] = {
	&dev_attr_errlog.attr,
	&dev_attr_short.attr,
	&dev_attr_skip.attr,
	&dev_attr_pairs.attr,
	NULL,
};
ATTRIBUTE_GROUPS(errlog);
MODULE_LICENSE("GPL");
