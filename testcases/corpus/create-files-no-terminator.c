// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sysfs_create_files() takes a NULL-terminated list too; this
 * one ends without NULL, and so does the ktype's default_groups array of
 * the second kobject.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/meter
 *	cat /sys/kernel/meter/watts
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

static ssize_t watts_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "17\n");
}

static ssize_t volts_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "230\n");
}

static struct kobj_attribute watts_attribute = __ATTR_RO(watts);
static struct kobj_attribute volts_attribute = __ATTR_RO(volts);

static const struct attribute *meter_attrs[] = {	/* warn: sysfs-attr-terminator */ /* runtime: sysfs-attr-terminator */
	&watts_attribute.attr,
	&volts_attribute.attr,
};

static struct attribute *phase_attrs[] = {
	&volts_attribute.attr,
	NULL,
};

static const struct attribute_group phase_group = {
	.attrs = phase_attrs,
};

static const struct attribute_group *phase_groups[] = {	/* warn: sysfs-attr-terminator */ /* runtime: sysfs-attr-terminator */
	&phase_group,
};

static void phase_release(struct kobject *kobj)
{
	kfree(kobj);
}

static const struct kobj_type phase_ktype = {
	.release = phase_release,
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = phase_groups,
};

static struct kobject *meter_kobj;
static struct kobject *phase_kobj;

static int __init meter_init(void)
{
	int err;

	meter_kobj = kobject_create_and_add("meter", kernel_kobj);
	if (!meter_kobj)
		return -ENOMEM;
	err = sysfs_create_files(meter_kobj, meter_attrs);
	if (err)
		goto out_put;
	phase_kobj = kzalloc(sizeof(*phase_kobj), GFP_KERNEL);
	if (!phase_kobj) {
		err = -ENOMEM;
		goto out_files;
	}
	err = kobject_init_and_add(phase_kobj, &phase_ktype, meter_kobj, "L1");
	if (err) {
		kobject_put(phase_kobj);
		goto out_files;
	}
	return 0;

out_files:
	sysfs_remove_files(meter_kobj, meter_attrs);
out_put:
	kobject_put(meter_kobj);
	return err;
}

static void __exit meter_exit(void)
{
	kobject_put(phase_kobj);
	sysfs_remove_files(meter_kobj, meter_attrs);
	kobject_put(meter_kobj);
}

module_init(meter_init);
module_exit(meter_exit);
MODULE_LICENSE("GPL");
