// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a group in an ATM device's class device goes with it:
 * atm_dev_deregister() deletes the directory, on init's error path and in
 * exit (adummy in Linux 6.1)
 */
#include <linux/atmdev.h>
#include <linux/device.h>
#include <linux/init.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_atm {
	struct atm_dev *atm_dev;
	struct list_head entry;
	int signal;
};

static LIST_HEAD(demo_atm_devs);

static ssize_t signal_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct atm_dev *atm_dev = container_of(dev, struct atm_dev, class_dev);
	struct demo_atm *demo = atm_dev->dev_data;

	return sysfs_emit(buf, "%d\n", demo->signal);
}
static DEVICE_ATTR_RO(signal);

static struct attribute *demo_atm_attrs[] = {
	&dev_attr_signal.attr,
	NULL,
};

static const struct attribute_group demo_atm_group = {
	.name = "demo_atm",
	.attrs = demo_atm_attrs,
};

static const struct atmdev_ops demo_atm_ops;

static int demo_atm_start(struct atm_dev *dev)
{
	dev->ci_range.vpi_bits = 4;
	dev->ci_range.vci_bits = 12;
	return dev->number > 8 ? -ENODEV : 0;
}

static int __init demo_atm_init(void)
{
	struct atm_dev *atm_dev;
	struct demo_atm *demo;
	int err;

	demo = kzalloc(sizeof(*demo), GFP_KERNEL);
	if (!demo)
		return -ENOMEM;
	atm_dev = atm_dev_register("demo_atm", NULL, &demo_atm_ops, -1, NULL);
	if (!atm_dev) {
		err = -ENODEV;
		goto out_kfree;
	}
	demo->atm_dev = atm_dev;
	atm_dev->dev_data = demo;

	err = sysfs_create_group(&atm_dev->class_dev.kobj, &demo_atm_group);
	if (err)
		goto out_unregister;
	err = demo_atm_start(atm_dev);
	if (err)
		goto out_unregister;
	list_add(&demo->entry, &demo_atm_devs);
	return 0;

out_unregister:
	atm_dev_deregister(atm_dev);
out_kfree:
	kfree(demo);
	return err;
}

static void __exit demo_atm_exit(void)
{
	struct demo_atm *demo, *next;

	list_for_each_entry_safe(demo, next, &demo_atm_devs, entry) {
		atm_dev_deregister(demo->atm_dev);
		kfree(demo);
	}
}

module_init(demo_atm_init);
module_exit(demo_atm_exit);
MODULE_LICENSE("GPL");
