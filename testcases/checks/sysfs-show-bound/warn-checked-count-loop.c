// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: an append loop bounded by a member that a helper stores
 * unmasked (c->num = c->cur >> 8) and only rejects above 12 before
 * returning: no bound is taken from a test in another function
 */
#include <linux/acpi.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct laptop {
	acpi_handle handle;
};

struct cpu_modes {
	int num;
	int cur;
};

static int laptop_get_acpi(struct laptop *lp, const char *method)
{
	unsigned long long value;

	if (ACPI_FAILURE(acpi_evaluate_integer(lp->handle, (char *)method,
					       NULL, &value)))
		return -ENODEV;
	return value;
}

static int get_cpu_modes(struct laptop *lp, struct cpu_modes *c)
{
	c->cur = laptop_get_acpi(lp, "CFVG");
	if (c->cur < 0)
		return -ENODEV;
	c->num = c->cur >> 8;
	c->cur &= 0xff;
	if (c->num == 0 || c->num > 12)
		return -ENODEV;
	return 0;
}

static ssize_t available_modes_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	struct laptop *lp = dev_get_drvdata(dev);
	struct cpu_modes c;
	ssize_t len = 0;
	int i;

	if (get_cpu_modes(lp, &c))
		return -ENODEV;
	for (i = 0; i < c.num; i++)
		len += sprintf(buf + len, "%d ", i);	/* warn(sysfscheck): sysfs-show-bound "i < c.num" -- a value fact (a length, size, count or bound) that the rule does not compute */
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(available_modes);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct laptop *lp = dev_get_drvdata(dev);
	struct cpu_modes c;

	if (get_cpu_modes(lp, &c))
		return -ENODEV;
	return sprintf(buf, "%#x\n", (c.num << 8) | c.cur);
}
static DEVICE_ATTR_RO(mode);

static struct attribute *laptop_attrs[] = {
	&dev_attr_available_modes.attr,
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(laptop);

static struct platform_driver laptop_driver = {
	.driver = {
		.name = "laptop",
		.dev_groups = laptop_groups,
	},
};
module_platform_driver(laptop_driver);
MODULE_LICENSE("GPL");
