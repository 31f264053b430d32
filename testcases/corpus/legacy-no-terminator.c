// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: 2.6 default_attrs without the NULL the article asks for:
 * kobject_add() walks past the end of the array.
 *
 * scenario:
 *	load
 *	ls /sys/sensor0
 *	cat /sys/sensor0/reading
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject sensor_kobj;

static struct attribute reading_attr = {
	.name = "reading",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute units_attr = {
	.name = "units",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *sensor_attrs[] = {	/* warn: sysfs-attr-terminator */ /* runtime: sysfs-attr-terminator */
	&reading_attr,
	&units_attr,
};

static ssize_t sensor_show(struct kobject *kobj, struct attribute *attr,
			   char *buffer)
{
	if (attr == &reading_attr)
		return sprintf(buffer, "%d\n", 1234);
	return sprintf(buffer, "mV\n");
}

static struct sysfs_ops sensor_sysfs_ops = {
	.show = sensor_show,
};

static void sensor_release(struct kobject *kobj)
{
}

static struct kobj_type sensor_ktype = {
	.release = sensor_release,
	.sysfs_ops = &sensor_sysfs_ops,
	.default_attrs = sensor_attrs,
};

static int __init sensor_init(void)
{
	kobject_set_name(&sensor_kobj, "sensor0");
	sensor_kobj.ktype = &sensor_ktype;
	return kobject_register(&sensor_kobj);
}

static void __exit sensor_exit(void)
{
	kobject_unregister(&sensor_kobj);
}

module_init(sensor_init);
module_exit(sensor_exit);
MODULE_LICENSE("GPL");
