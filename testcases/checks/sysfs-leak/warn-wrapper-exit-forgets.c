// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: foo_sysfs_init()/foo_sysfs_exit() wrappers; the exit wrapper
 * removes only one of the two groups the init wrapper adds
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

static ssize_t volts_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "3300\n");
}
static DEVICE_ATTR_RO(volts);

static ssize_t amps_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "120\n");
}
static DEVICE_ATTR_RO(amps);

static struct attribute *volt_attrs[] = {
	&dev_attr_volts.attr,
	NULL,
};

static const struct attribute_group volt_group = {
	.name = "voltage",
	.attrs = volt_attrs,
};

static struct attribute *amp_attrs[] = {
	&dev_attr_amps.attr,
	NULL,
};

static const struct attribute_group amp_group = {
	.name = "current",
	.attrs = amp_attrs,
};

static int psu_sysfs_init(struct device *dev)
{
	int err;

	err = sysfs_create_group(&dev->kobj, &volt_group);
	if (err)
		return err;
	err = sysfs_create_group(&dev->kobj, &amp_group);	/* warn(sysfscheck): sysfs-leak "group 'amp_group' created here by sysfs_create_group() is never removed by psu_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err)
		sysfs_remove_group(&dev->kobj, &volt_group);
	return err;
}

static void psu_sysfs_exit(struct device *dev)
{
	sysfs_remove_group(&dev->kobj, &volt_group);
}

static int psu_probe(struct platform_device *pdev)
{
	return psu_sysfs_init(&pdev->dev);
}

static int psu_remove(struct platform_device *pdev)
{
	psu_sysfs_exit(&pdev->dev);
	return 0;
}

static struct platform_driver psu_driver = {
	.probe = psu_probe,
	.remove = psu_remove,
	.driver = {
		.name = "demo-psu",
	},
};
module_platform_driver(psu_driver);
MODULE_LICENSE("GPL");
