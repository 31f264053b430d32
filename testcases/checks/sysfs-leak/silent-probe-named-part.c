// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a non-static function of a multi-file driver named like a
 * probe ("<part>_probe", as aqr_hwmon_probe() of
 * drivers/net/phy/aquantia_hwmon.c, Linux 6.1) creates a group and
 * returns a later error without removing it; it is no probe of the
 * device (it does not give the device its driver's state), only a part
 * of one: its caller, in another file of the driver, removes the part
 * with the function next to it when it fails
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/sysfs.h>

struct fan_ctl {
	struct device *dev;
	unsigned int rpm;
	unsigned int pwm;
};

static ssize_t rpm_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fan_ctl *fc = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", fc->rpm);
}
static DEVICE_ATTR_RO(rpm);

static struct attribute *fan_ctl_attrs[] = {
	&dev_attr_rpm.attr,
	NULL
};

static const struct attribute_group fan_ctl_group = {
	.attrs = fan_ctl_attrs,
};

static int fan_ctl_read_pwm(struct fan_ctl *fc)
{
	if (!fc->rpm)
		return -ENODEV;
	fc->pwm = 128;
	return 0;
}

/*
 * Called by fan_board_probe() in fan_main.c, whose error path calls
 * fan_ctl_remove().
 */
int fan_ctl_probe(struct fan_ctl *fc)
{
	int ret;

	ret = sysfs_create_group(&fc->dev->kobj, &fan_ctl_group);
	if (ret)
		return ret;

	ret = fan_ctl_read_pwm(fc);
	if (ret)
		return ret;

	return 0;
}

/* Called by fan_board_probe()'s error path and fan_board_remove(). */
void fan_ctl_remove(struct fan_ctl *fc)
{
	sysfs_remove_group(&fc->dev->kobj, &fan_ctl_group);
}
