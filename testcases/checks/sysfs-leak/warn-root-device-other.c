// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: two root devices, a file on each; exit unregisters only the
 * first, so the file on the second stays
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct device *demo_root_dev;
static struct device *demo_aux_dev;

static ssize_t add_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	return count;
}
static DEVICE_ATTR_WO(add);

static ssize_t remove_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	return count;
}
static DEVICE_ATTR_WO(remove);

static int __init demo_root_init(void)
{
	int rc;

	demo_root_dev = root_device_register("demo_root");
	if (IS_ERR(demo_root_dev))
		return PTR_ERR(demo_root_dev);
	demo_aux_dev = root_device_register("demo_aux");
	if (IS_ERR(demo_aux_dev)) {
		rc = PTR_ERR(demo_aux_dev);
		goto out_root;
	}
	rc = device_create_file(demo_root_dev, &dev_attr_add);
	if (rc)
		goto out_aux;
	rc = device_create_file(demo_aux_dev, &dev_attr_remove); /* warn(sysfscheck): sysfs-leak "never removed by demo_root_exit()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (rc)
		goto out_aux;
	return 0;

out_aux:
	root_device_unregister(demo_aux_dev);
out_root:
	root_device_unregister(demo_root_dev);
	return rc;
}

static void __exit demo_root_exit(void)
{
	root_device_unregister(demo_root_dev);
}

module_init(demo_root_init);
module_exit(demo_root_exit);
MODULE_LICENSE("GPL");
