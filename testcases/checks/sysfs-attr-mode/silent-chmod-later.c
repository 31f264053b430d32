// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a hwmon idiom: pwm files are created read-only and made
 * writable with sysfs_chmod_file() when the fan is switched to manual
 * control (dme1737, f71805f, f75375s do this)
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct fanctl {
	bool manual;
	u8 pwm[2];
};

static ssize_t pwm_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct fanctl *f = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", f->pwm[to_sensor_dev_attr(attr)->index]);
}

static ssize_t pwm_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	struct fanctl *f = dev_get_drvdata(dev);
	int ret = kstrtou8(buf, 10, &f->pwm[to_sensor_dev_attr(attr)->index]);

	return ret ? ret : count;
}

static SENSOR_DEVICE_ATTR(pwm1, S_IRUGO, pwm_show, pwm_store, 0);
static SENSOR_DEVICE_ATTR(pwm2, S_IRUGO, pwm_show, pwm_store, 1);

static struct attribute *fanctl_pwm_attrs[] = {
	&sensor_dev_attr_pwm1.dev_attr.attr,
	&sensor_dev_attr_pwm2.dev_attr.attr,
	NULL,
};

static const struct attribute_group fanctl_pwm_group = {
	.attrs = fanctl_pwm_attrs,
};

static void fanctl_set_writable(struct device *dev, umode_t mode)
{
	int i;

	for (i = 0; fanctl_pwm_attrs[i]; i++)
		if (sysfs_chmod_file(&dev->kobj, fanctl_pwm_attrs[i], mode))
			dev_warn(dev, "cannot change the mode of pwm%d\n", i + 1);
}

int fanctl_sysfs_add(struct device *dev)
{
	struct fanctl *f = dev_get_drvdata(dev);
	int err = sysfs_create_group(&dev->kobj, &fanctl_pwm_group);

	if (err)
		return err;
	if (f->manual)
		fanctl_set_writable(dev, S_IRUGO | S_IWUSR);
	return 0;
}
MODULE_LICENSE("GPL");
