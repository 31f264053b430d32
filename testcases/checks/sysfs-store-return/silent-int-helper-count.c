// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store()s returning an int helper that gives back the count
 * it was passed (coresight cti_trig_op_parse(), hmc6352 compass_store(),
 * mlxbf-bootctl mlxbf_bootctl_store())
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

static DEFINE_MUTEX(mode_lock);
static unsigned long mode;

static int demo_hw_set_mode(unsigned long val)
{
	return val > 2 ? -EIO : 0;
}

static int mode_apply(const char *buf, size_t count, unsigned long max)
{
	unsigned long val;
	int ret;

	ret = kstrtoul(buf, 10, &val);
	if (ret)
		return ret;
	if (val > max)
		return -EINVAL;
	mutex_lock(&mode_lock);
	ret = demo_hw_set_mode(val);
	if (!ret)
		mode = val;
	mutex_unlock(&mode_lock);
	if (ret < 0)
		return ret;
	return count;
}

static int trig_apply(const char *buf, size_t size)
{
	unsigned long val;
	int err;

	err = kstrtoul(buf, 0, &val);
	if (!err)
		err = demo_hw_set_mode(val);
	if (!err)
		err = size;
	return err;
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	return mode_apply(buf, count, 3);
}
static DEVICE_ATTR_WO(mode);

static ssize_t trig_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	return trig_apply(buf, count);
}
static DEVICE_ATTR_WO(trig);

static struct attribute *demo_attrs[] = {
	&dev_attr_mode.attr,
	&dev_attr_trig.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo);

static struct device_driver demo_driver = {
	.name = "demo-int-helper-count",
	.dev_groups = demo_groups,
};

static int __init demo_init(void)
{
	return driver_register(&demo_driver);
}
module_init(demo_init);
MODULE_LICENSE("GPL");
