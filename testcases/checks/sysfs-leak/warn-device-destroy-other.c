// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: device_destroy() deletes only the device made with the devt
 * it is given: the file on the second device made by device_create()
 * stays, and so does the second device
 */
#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kdev_t.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct meter {
	struct class *class;
	dev_t devt;
	struct device *in, *out;
	int level;
};

static struct meter meter;

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", meter.level);
}
static DEVICE_ATTR_RO(level);

static int __init meter_init(void)
{
	int err;

	err = alloc_chrdev_region(&meter.devt, 0, 2, "meter");
	if (err)
		return err;
	meter.class = class_create(THIS_MODULE, "meter");
	if (IS_ERR(meter.class)) {
		err = PTR_ERR(meter.class);
		goto unregister_region;
	}
	meter.in = device_create(meter.class, NULL, MKDEV(MAJOR(meter.devt), 0),
				 NULL, "meter-in");
	meter.out = device_create(meter.class, NULL, MKDEV(MAJOR(meter.devt), 1),
				  NULL, "meter-out");
	err = device_create_file(meter.in, &dev_attr_level);
	if (err)
		goto destroy_class;
	err = device_create_file(meter.out, &dev_attr_level);	/* warn(sysfscheck): sysfs-leak "is never removed by meter_exit()" -- which device device_destroy(class, devt) deletes depends on the devt's value, which only the IR engine compares */
	if (err)
		goto destroy_class;
	return 0;

destroy_class:
	device_destroy(meter.class, MKDEV(MAJOR(meter.devt), 0));
	device_destroy(meter.class, MKDEV(MAJOR(meter.devt), 1));
	class_destroy(meter.class);
unregister_region:
	unregister_chrdev_region(meter.devt, 2);
	return err;
}

static void __exit meter_exit(void)
{
	device_destroy(meter.class, MKDEV(MAJOR(meter.devt), 0));
	class_destroy(meter.class);
	unregister_chrdev_region(meter.devt, 2);
}

module_init(meter_init);
module_exit(meter_exit);
MODULE_LICENSE("GPL");
