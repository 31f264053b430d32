// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() sums in a loop whose stop leaves too little room, or is not always tested
 *
 * As silent-loop-exit-room.c errlog_show(), but the loop stops only when
 * fewer than 4 bytes are left, where a 9-byte text is cut and snprintf()
 * adds its whole length; or the test is skipped when the value is odd.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

int demo_read_log(struct device *dev, u32 *val);

static ssize_t errlog_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	ssize_t len = 0;
	u32 regval;

	while (!demo_read_log(dev, &regval)) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", regval);
		if (len >= PAGE_SIZE - 4)
			break;
	}
	return len;	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(errlog);

static ssize_t oddlog_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	ssize_t len = 0;
	u32 regval;

	while (!demo_read_log(dev, &regval)) {
		len += snprintf(buf + len, PAGE_SIZE - len, "%08x\n", regval);
		if (!(regval & 1) && len >= PAGE_SIZE - 10)
			break;
	}
	return len;	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(oddlog);

static struct attribute *demo_attrs[] = {
	&dev_attr_errlog.attr,
	&dev_attr_oddlog.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);
MODULE_LICENSE("GPL");
