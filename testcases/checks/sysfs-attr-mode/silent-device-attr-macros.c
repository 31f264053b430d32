// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: DEVICE_ATTR_RO/RW/WO/ADMIN_RO and DEVICE_ATTR() with modes
 * that match their callbacks
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static unsigned int level, resets, serial = 0x1234;

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%u\n", level);
}

static ssize_t level_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	int ret = kstrtouint(buf, 0, &level);

	return ret ? ret : count;
}
static DEVICE_ATTR_RW(level);

static ssize_t resets_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%u\n", resets);
}
static DEVICE_ATTR_RO(resets);

static ssize_t reset_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	resets++;
	return count;
}
static DEVICE_ATTR_WO(reset);

static ssize_t serial_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%x\n", serial);
}
static DEVICE_ATTR_ADMIN_RO(serial);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "auto\n");
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	return sysfs_streq(buf, "auto") ? count : -EINVAL;
}
static DEVICE_ATTR(mode, 0664, mode_show, mode_store);
static DEVICE_ATTR(policy, S_IRUSR | S_IWUSR, mode_show, mode_store);

static struct attribute *pump_attrs[] = {
	&dev_attr_level.attr,
	&dev_attr_resets.attr,
	&dev_attr_reset.attr,
	&dev_attr_serial.attr,
	&dev_attr_mode.attr,
	&dev_attr_policy.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pump);

static struct platform_driver pump_driver = {
	.driver = {
		.name = "pump",
		.dev_groups = pump_groups,
	},
};
module_platform_driver(pump_driver);
MODULE_LICENSE("GPL");
