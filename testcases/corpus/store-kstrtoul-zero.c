// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns kstrtoul()'s result, which is 0 on success:
 * write(2) then returns 0 and user space writes the same bytes again.
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/pwm_demo/period
 *	echo 2500 > /sys/devices/platform/pwm_demo/period
 *	cat /sys/devices/platform/pwm_demo/period
 *	echo abc > /sys/devices/platform/pwm_demo/period
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct pwm_demo {
	unsigned long period;
};

static ssize_t period_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct pwm_demo *p = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%lu\n", p->period);
}

static ssize_t period_store(struct device *dev,	/* runtime: sysfs-store-return */
			    struct device_attribute *attr,
			    const char *buf, size_t count)
{
	struct pwm_demo *p = dev_get_drvdata(dev);
	unsigned long period;
	int ret;

	ret = kstrtoul(buf, 0, &period);
	if (ret)
		return ret;
	p->period = period;
	return ret;	/* warn: sysfs-store-return */
}
static DEVICE_ATTR_RW(period);

static struct attribute *pwm_attrs[] = {
	&dev_attr_period.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pwm);

static int pwm_probe(struct platform_device *pdev)
{
	struct pwm_demo *p;

	p = devm_kzalloc(&pdev->dev, sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	p->period = 1000;
	platform_set_drvdata(pdev, p);
	return 0;
}

static struct platform_driver pwm_driver = {
	.probe = pwm_probe,
	.driver = {
		.name = "pwm_demo",
		.dev_groups = pwm_groups,
	},
};
module_platform_driver(pwm_driver);
MODULE_LICENSE("GPL");
