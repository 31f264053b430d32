// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 registration that fails: the driver frees the
 * object it tried to register with kfree(), as the 2.6 API allowed.
 * After kobject_init_and_add() the same failure leaves the object a name
 * and a reference, so a port must drop it with kobject_put() (the
 * reference logs a kfree() of an object kobject_init() initialised).
 *
 * scenario:
 *	fail sysfs_create_dir 2
 *	load
 *	ls /sys
 *	load
 *	tree /sys/meter
 *	cat /sys/meter/probe0/reading
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct probe {
	struct kobject kobj;
	int reading;
};

static struct attribute reading_attr = {
	.name = "reading",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *probe_attrs[] = {
	&reading_attr,
	NULL,
};

static ssize_t probe_show(struct kobject *kobj, struct attribute *attr,
			  char *buffer)
{
	struct probe *p = container_of(kobj, struct probe, kobj);

	return sprintf(buffer, "%d\n", p->reading);
}

static struct sysfs_ops probe_sysfs_ops = {
	.show = probe_show,
};

static void probe_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct probe, kobj));
}

static struct kobj_type probe_ktype = {
	.release = probe_release,
	.sysfs_ops = &probe_sysfs_ops,
	.default_attrs = probe_attrs,
};

static struct kset meter_kset;
static struct probe *probe;

static int __init meter_init(void)
{
	int err;

	kobject_set_name(&meter_kset.kobj, "meter");
	err = kset_register(&meter_kset);
	if (err)
		return err;

	probe = kzalloc(sizeof(*probe), GFP_KERNEL);
	if (!probe) {
		err = -ENOMEM;
		goto out_kset;
	}
	probe->reading = 230;
	kobject_set_name(&probe->kobj, "probe0");
	probe->kobj.ktype = &probe_ktype;
	probe->kobj.kset = &meter_kset;
	err = kobject_register(&probe->kobj);
	if (err) {
		kfree(probe);
		goto out_kset;
	}
	return 0;

out_kset:
	kset_unregister(&meter_kset);
	return err;
}

static void __exit meter_exit(void)
{
	kobject_unregister(&probe->kobj);
	kset_unregister(&meter_kset);
}

module_init(meter_init);
module_exit(meter_exit);
MODULE_LICENSE("GPL");
